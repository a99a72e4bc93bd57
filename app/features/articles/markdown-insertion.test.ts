import { describe, expect, it } from "vitest";
import { insertMarkdown } from "./markdown-insertion";

const IMAGE = "![Gouttière](/media/g.jpg)";

describe("insertMarkdown", () => {
  it("replaces the selected text and puts the caret after the insertion", () => {
    expect(insertMarkdown("Avant SÉLECTION après", { start: 6, end: 15 }, IMAGE)).toEqual({
      content: `Avant ${IMAGE} après`,
      caret: 6 + IMAGE.length,
    });
  });

  it("inserts at a collapsed caret, and clamps a selection end past the content", () => {
    expect(insertMarkdown("abc", { start: 1, end: 1 }, "X")).toEqual({ content: "aXbc", caret: 2 });
    expect(insertMarkdown("abc", { start: 2, end: 99 }, "X")).toEqual({ content: "abX", caret: 3 });
  });

  it("without a usable selection, appends on a line of its own", () => {
    expect(insertMarkdown("", null, IMAGE)).toEqual({ content: `${IMAGE}\n`, caret: IMAGE.length + 1 });
    expect(insertMarkdown("  ", null, "X").content).toBe("  X\n");
    expect(insertMarkdown("Texte", null, "X").content).toBe("Texte\n\nX\n");
    expect(insertMarkdown("Texte\n", null, "X").content).toBe("Texte\n\nX\n");
    expect(insertMarkdown("Texte\n\n", null, "X").content).toBe("Texte\n\nX\n");
    expect(insertMarkdown("abc", { start: 4, end: 4 }, "X")).toEqual({ content: "abc\n\nX\n", caret: 7 });
  });
});
