import { describe, expect, it } from "vitest";
import { generateRequestSchema } from "./generate-request";
import { AI_MESSAGES } from "./messages";

describe("generateRequestSchema", () => {
  it("accepts a topic and trims it", () => {
    expect(generateRequestSchema.parse({ prompt: "  Toiture ", type: "article" })).toEqual({
      prompt: "Toiture",
      type: "article",
    });
  });

  it("refuses an empty or blank prompt with the product's message", () => {
    for (const prompt of ["", "   ", undefined]) {
      const result = generateRequestSchema.safeParse({ prompt, type: "article" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(AI_MESSAGES.topicRequired);
    }
  });

  it("refuses an oversized prompt and another type in French", () => {
    const long = generateRequestSchema.safeParse({ prompt: "x".repeat(2001), type: "article" });
    expect(long.error?.issues[0]?.message).toBe("Le sujet ne doit pas dépasser 2000 caractères");
    expect(generateRequestSchema.safeParse({ prompt: "x".repeat(2000), type: "article" }).success).toBe(true);
    const type = generateRequestSchema.safeParse({ prompt: "x", type: "page" });
    expect(type.error?.issues[0]?.message).toBe(AI_MESSAGES.unsupportedType);
    expect(generateRequestSchema.safeParse(null).error?.issues[0]?.message).toBe(AI_MESSAGES.invalidRequest);
  });
});
