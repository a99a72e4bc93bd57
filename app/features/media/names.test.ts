import { describe, expect, it } from "vitest";
import { cleanOriginalName, ORIGINAL_NAME_MAX_LENGTH } from "./names";

describe("cleanOriginalName", () => {
  it("removes a right-to-left override that disguises an extension", () => {
    // shown as 'facture-fdp.exe' by the override…
    expect(cleanOriginalName("facture-\u202Eexe.pdf")).toBe("facture-exe.pdf");
    expect(cleanOriginalName("photo\u202Egnp.exe")).toBe("photognp.exe");
  });

  it("removes every bidirectional control: embeddings, overrides, isolates and marks", () => {
    const controls = [
      "\u202A",
      "\u202B",
      "\u202C",
      "\u202D",
      "\u202E",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ];
    for (const control of controls) {
      expect(cleanOriginalName(`toit${control}ure.jpg`), `U+${control.codePointAt(0)!.toString(16).toUpperCase()}`).toBe(
        "toiture.jpg",
      );
    }
    expect(cleanOriginalName(controls.join(""))).toBe("");
  });

  it("removes control characters (C0, DEL, C1) and line separators", () => {
    expect(cleanOriginalName("a\u0000b\u0007c\nd\re\tf\u007fg\u0085h\u009bi\u2028j\u2029k.png")).toBe("abcdefghijk.png");
  });

  it("keeps letters of every script, emoji sequences and spaces", () => {
    expect(cleanOriginalName("Façade été Lyon.JPEG")).toBe("Façade été Lyon.JPEG");
    expect(cleanOriginalName("سقف زنك.png")).toBe("سقف زنك.png");
    expect(cleanOriginalName("équipe 👨‍👩‍👧.jpg")).toBe("équipe 👨‍👩‍👧.jpg"); // zero-width joiners kept
  });

  it("keeps only the last path part, trims, and bounds the length without splitting a character", () => {
    expect(cleanOriginalName("C:\\Users\\moi\\photo.jpg")).toBe("photo.jpg");
    expect(cleanOriginalName("../../etc/passwd")).toBe("passwd");
    expect(cleanOriginalName("  \u202E  toit.jpg  ")).toBe("toit.jpg");
    expect(cleanOriginalName(null)).toBe("");
    expect(cleanOriginalName("a".repeat(400))).toHaveLength(ORIGINAL_NAME_MAX_LENGTH);
    expect(cleanOriginalName("🏠".repeat(300))).toBe("🏠".repeat(ORIGINAL_NAME_MAX_LENGTH)); // no half surrogate pair
  });
});
