import { describe, expect, it } from "vitest";
import { applyEdit, formatForShortcut, formatMarkdown, type MarkdownFormat } from "./markdown-format";

/** The text after formatting, with the new selection shown as [ ]. */
function run(marked: string, format: MarkdownFormat): string {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  const text = marked.replace("[", "").replace("]", "");
  const edit = formatMarkdown(text, { start, end }, format);
  const next = applyEdit(text, edit);
  return `${next.slice(0, edit.selection.start)}[${next.slice(edit.selection.start, edit.selection.end)}]${next.slice(edit.selection.end)}`;
}

describe("formatMarkdown", () => {
  it("puts bold and italic around the selection, leaving its edge spaces out, and keeps the words selected", () => {
    expect(run("Le [zinc ]dure.", "bold")).toBe("Le **[zinc]** dure.");
    expect(run("Le [zinc] dure.", "italic")).toBe("Le *[zinc]* dure.");
  });

  it("inserts a selected placeholder with no selection, and takes the markers away the second time", () => {
    expect(run("Texte []", "bold")).toBe("Texte **[texte en gras]**");
    expect(run("Le **[zinc]** dure.", "bold")).toBe("Le [zinc] dure.");
  });

  it("makes the line a level-2 heading (never a level-1: the title is the page's), or a line again", () => {
    expect(run("Intro\n\nPo[]urquoi\n\nTexte", "heading")).toBe("Intro\n\n## [Pourquoi]\n\nTexte");
    expect(run("Intro\nPourquoi[]", "heading")).toBe("Intro\n\n## [Pourquoi]");
    expect(run("## Pour[]quoi", "heading")).toBe("[Pourquoi]");
  });

  it("makes the selected lines a list, and back", () => {
    expect(run("[Zinc\nCuivre]\n\nFin", "list")).toBe("[- Zinc\n- Cuivre]\n\nFin");
    expect(run("[- Zinc\n- Cuivre]", "list")).toBe("[Zinc\nCuivre]");
  });

  it("makes a link of the selection with the address selected, ready to paste", () => {
    const edit = formatMarkdown("Voir le guide.", { start: 5, end: 13 }, "link");
    expect(applyEdit("Voir le guide.", edit)).toBe("Voir [le guide](https://).");
    expect("Voir [le guide](https://).".slice(edit.selection.start, edit.selection.end)).toBe("https://");
    const pasted = formatMarkdown("https://az.fr", { start: 0, end: 13 }, "link");
    expect(applyEdit("https://az.fr", pasted)).toBe("[texte du lien](https://az.fr)");
  });
});

describe("formatForShortcut", () => {
  it("knows Ctrl/Cmd+B, I and K only", () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>) =>
      formatForShortcut({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });
    expect(key("b", { ctrlKey: true })).toBe("bold");
    expect(key("I", { metaKey: true })).toBe("italic");
    expect(key("k", { ctrlKey: true })).toBe("link");
    expect(key("b", {})).toBeNull();
    expect(key("b", { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key("s", { ctrlKey: true })).toBeNull();
  });
});
