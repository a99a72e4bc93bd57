import { describe, expect, it } from "vitest";
import { parseRetryAfter, redact } from "./provider-errors";

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Thu, 01 Jan 2026 10:01:30 GMT", now)).toBe(90);
    expect(parseRetryAfter("n'importe quoi", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe("redact", () => {
  it("hides the key and bearer tokens", () => {
    expect(redact("Incorrect API key provided: sk-secret-123.", "sk-secret-123")).toBe(
      "Incorrect API key provided: [clé masquée].",
    );
    expect(redact('header "Bearer abc.def" rejected', "other")).toBe('header "Bearer [clé masquée]" rejected');
  });
});
