import { describe, expect, it } from "vitest";
import {
  excerptFromMarkdown,
  excerptSourceText,
  markdownToPlainText,
  readableExcerpt,
  splitLeadingTitle,
} from "./markdown-plain-text";

describe("markdownToPlainText", () => {
  it("drops heading markers: a card never shows '## '", () => {
    expect(markdownToPlainText("## L'EPDM\n\nUne membrane **souple** et _durable_.\n\n## La pose\n\nEn une *journée*.")).toBe(
      "L'EPDM Une membrane souple et durable. La pose En une journée.",
    );
  });

  it("keeps a link's text, drops images, list and quote markers, code blocks and HTML", () => {
    const markdown = [
      "Voir [nos réalisations](https://az-toiture.fr/realisations) et <https://example.fr>.",
      "",
      "![Une toiture en zinc](/media/zinc.webp)",
      "",
      "- Première étape",
      "* Deuxième étape",
      "1. Troisième étape",
      "- [x] Fait",
      "",
      "> Une citation",
      "",
      "```sh",
      "rm -rf /",
      "```",
      "",
      "Du `code` en ligne, <b>gras</b>, un \\* échappé, une_variable.",
      "",
      "---",
      "",
      "| Matériau | Durée |",
      "|---|---|",
      "| Zinc | 50 ans |",
    ].join("\n");
    expect(markdownToPlainText(markdown)).toBe(
      "Voir nos réalisations et https://example.fr. Première étape Deuxième étape Troisième étape Fait Une citation " +
        "Du code en ligne, gras, un * échappé, une_variable. Matériau Durée Zinc 50 ans",
    );
  });
});

describe("excerptFromMarkdown", () => {
  it("is plain text cut at a space, plus '...'", () => {
    const markdown = `## Introduction\n\n${"Le zinc protège la toiture. ".repeat(20)}`;
    const excerpt = excerptFromMarkdown(markdown, 200, 100);
    expect(excerpt).not.toContain("#");
    expect(excerpt.startsWith("Le zinc protège")).toBe(true);
    expect(excerpt.endsWith("toiture....") || /\S\.\.\.$/.test(excerpt)).toBe(true);
    // cut between two words: the text before '...' is a whole number of words of the plain text
    const body = excerpt.slice(0, -3);
    expect(excerptSourceText(markdown).startsWith(`${body} `)).toBe(true);
    expect(Array.from(body).length).toBeLessThanOrEqual(200);
  });

  it("leaves out section headings: they name parts, they are not sentences", () => {
    expect(excerptFromMarkdown("## L'EPDM\n\nUne membrane souple.\n\n## La pose\n\nEn un jour.", 200, 100)).toBe(
      "Une membrane souple. En un jour....",
    );
    expect(excerptFromMarkdown("## Rien que des titres", 200, 100)).toBe("Rien que des titres...");
  });

  it("leaves out a title line at the top: the excerpt is the text alone", () => {
    expect(excerptFromMarkdown("# Bien choisir son zinc\n\nLe zinc naturel se patine.", 200, 100)).toBe(
      "Le zinc naturel se patine....",
    );
  });
});

describe("splitLeadingTitle", () => {
  it("takes a level-1 heading at the top only", () => {
    expect(splitLeadingTitle("\n# Le titre #\n\n## Partie\n\nTexte")).toEqual({ title: "Le titre", body: "## Partie\n\nTexte" });
    expect(splitLeadingTitle("Intro\n\n# Plus bas")).toEqual({ title: null, body: "Intro\n\n# Plus bas" });
    expect(splitLeadingTitle("## Pas un titre")).toEqual({ title: null, body: "## Pas un titre" });
  });
});

describe("readableExcerpt", () => {
  it("shows an excerpt stored with Markdown (as derived before) as plain text", () => {
    expect(readableExcerpt("## L'EPDM\n\nUne membrane **souple**.\n\n## La...")).toBe("L'EPDM Une membrane souple. La...");
    expect(readableExcerpt("## L'EPDM Une membrane souple ## La...")).toBe("L'EPDM Une membrane souple La...");
    expect(readableExcerpt("Un extrait écrit à la main.")).toBe("Un extrait écrit à la main.");
  });
});
