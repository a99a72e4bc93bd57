import { describe, expect, it } from "vitest";
import { frenchSpacing } from "./typography";

describe("frenchSpacing", () => {
  it("binds high punctuation to the word before it", () => {
    expect(frenchSpacing("Fuite ou gouttière arrachée ? Intervention sous 2h")).toBe(
      "Fuite ou gouttière arrachée\u202f? Intervention sous 2h",
    );
    expect(frenchSpacing("Une urgence ? Appelez-nous !")).toBe("Une urgence\u202f? Appelez-nous\u202f!");
    expect(frenchSpacing("« Très bien »")).toBe("«\u202fTrès bien\u202f»");
  });

  it("leaves text without such punctuation untouched", () => {
    expect(frenchSpacing("Nos délais d'intervention")).toBe("Nos délais d'intervention");
  });
});
