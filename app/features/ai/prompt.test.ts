import { describe, expect, it } from "vitest";
import { buildPrompt } from "./prompt";

describe("buildPrompt", () => {
  it("appends the main keyword when given", () => {
    expect(buildPrompt("Entretien des gouttières", "gouttière zinc")).toBe(
      "Entretien des gouttières (mot-clé principal: gouttière zinc)",
    );
  });

  it("trims both and ignores an empty keyword", () => {
    expect(buildPrompt("  Toiture  ", "  zinc ")).toBe("Toiture (mot-clé principal: zinc)");
    expect(buildPrompt(" Toiture ", "   ")).toBe("Toiture");
    expect(buildPrompt("Toiture")).toBe("Toiture");
    expect(buildPrompt("Toiture", null)).toBe("Toiture");
  });
});
