import { describe, expect, it } from "vitest";
import { AI_OUTPUT_MAX_CHARS } from "~/config/constants";
import { parseEnv } from "~/config/env.server";
import { aiConfigFromEnv, chatCompletionsUrl } from "./provider-config.server";

describe("aiConfigFromEnv", () => {
  it("is null unless AI_BASE_URL, AI_API_KEY and AI_MODEL are all set", () => {
    const base = { DATA_DIR: "/tmp/az-ai-unit", AUTH_SECRET: "x".repeat(32) };
    expect(aiConfigFromEnv(parseEnv(base))).toBeNull();
    expect(aiConfigFromEnv(parseEnv({ ...base, AI_BASE_URL: "http://127.0.0.1:1/v1", AI_MODEL: "m" }))).toBeNull();
    expect(aiConfigFromEnv(parseEnv({ ...base, AI_BASE_URL: "http://h/v1", AI_API_KEY: " ", AI_MODEL: "m" }))).toBeNull();
  });

  it("takes the defaults: 90 s, 4096 tokens, the character cap", () => {
    const env = parseEnv({
      DATA_DIR: "/tmp/az-ai-unit",
      AUTH_SECRET: "x".repeat(32),
      AI_BASE_URL: "https://api.example.com/v1",
      AI_API_KEY: "k",
      AI_MODEL: "m",
    });
    expect(aiConfigFromEnv(env)).toEqual({
      baseUrl: "https://api.example.com/v1",
      apiKey: "k",
      model: "m",
      timeoutMs: 90_000,
      maxTokens: 4096,
      maxChars: AI_OUTPUT_MAX_CHARS,
    });
    expect(env.AI_RATE_LIMIT_PER_HOUR).toBe(20);
  });

  it("refuses a wrong number at start-up", () => {
    expect(() => parseEnv({ AUTH_SECRET: "x".repeat(32), AI_MAX_OUTPUT_TOKENS: "beaucoup" })).toThrow(/AI_MAX_OUTPUT_TOKENS/);
    expect(() => parseEnv({ AUTH_SECRET: "x".repeat(32), AI_RATE_LIMIT_PER_HOUR: "0" })).toThrow(/AI_RATE_LIMIT_PER_HOUR/);
  });
});

describe("chatCompletionsUrl", () => {
  it("appends the path once", () => {
    expect(chatCompletionsUrl("https://api.openai.com/v1")).toBe("https://api.openai.com/v1/chat/completions");
    expect(chatCompletionsUrl("http://127.0.0.1:11434/v1/")).toBe("http://127.0.0.1:11434/v1/chat/completions");
    expect(chatCompletionsUrl("http://h/v1/chat/completions")).toBe("http://h/v1/chat/completions");
  });
});
