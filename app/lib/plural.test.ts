import { describe, expect, it } from "vitest";
import { frenchPlural } from "./plural";

describe("frenchPlural", () => {
  it("is singular for 0 and 1, plural from 2", () => {
    expect(frenchPlural(0, "lien")).toBe("lien");
    expect(frenchPlural(1, "lien")).toBe("lien");
    expect(frenchPlural(2, "lien")).toBe("liens");
    expect(frenchPlural(127, "demande reçue", "demandes reçues")).toBe("demandes reçues");
  });

  it("is plural for the counts French names with 'de' (a million)", () => {
    expect(frenchPlural(1_000_000, "fichier")).toBe("fichiers");
  });
});
