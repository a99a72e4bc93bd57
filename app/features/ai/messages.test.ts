import { describe, expect, it } from "vitest";
import { AI_MESSAGES } from "./messages";

describe("AI_MESSAGES", () => {
  it("formats failures as the product words them", () => {
    expect(AI_MESSAGES.failure(AI_MESSAGES.notConfigured)).toBe(
      "Erreur lors de la génération: le service IA n'est pas configuré",
    );
  });
});
