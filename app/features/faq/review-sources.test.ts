import { describe, expect, it } from "vitest";
import { isReviewSource, REVIEW_SOURCES, reviewSourceLabel } from "./review-sources";

describe("review sources", () => {
  it("are distinct keys with distinct French wordings, the business's own among them", () => {
    expect(new Set(REVIEW_SOURCES.map((s) => s.value)).size).toBe(REVIEW_SOURCES.length);
    expect(new Set(REVIEW_SOURCES.map((s) => s.label)).size).toBe(REVIEW_SOURCES.length);
    expect(reviewSourceLabel("company")).toBe("Avis recueilli par l'entreprise");
    expect(reviewSourceLabel("email")).toBe("Avis recueilli par e-mail après le chantier");
  });

  it("claim no verification the business does not describe", () => {
    for (const { label } of REVIEW_SOURCES) expect(label).not.toMatch(/vérifi|certifi|authentifi/i);
  });

  it("read a key no longer listed as collected by the business", () => {
    expect(isReviewSource("google")).toBe(true);
    expect(isReviewSource("trustpilot")).toBe(false);
    expect(reviewSourceLabel("trustpilot")).toBe("Avis recueilli par l'entreprise");
  });
});
