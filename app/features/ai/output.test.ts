import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseGenerated, ThinkFilter } from "./output";

describe("normaliseGenerated", () => {
  it("trims and keeps an ordinary article as it is", () => {
    expect(normaliseGenerated("\n\n# Titre\n\nTexte.\n")).toBe("# Titre\n\nTexte.");
  });

  it("drops a leading reasoning block", () => {
    expect(normaliseGenerated("<think>\nJe dois écrire…\n</think>\n\n# Titre\nTexte")).toBe("# Titre\nTexte");
    expect(normaliseGenerated("  <think>tout est réflexion")).toBe("");
  });

  it("keeps a <think> that is not at the start", () => {
    expect(normaliseGenerated("# Titre\n<think>x</think>")).toBe("# Titre\n<think>x</think>");
  });

  it("unwraps a fence around the whole article", () => {
    expect(normaliseGenerated("```markdown\n# Titre\n\nTexte\n```")).toBe("# Titre\n\nTexte");
    expect(normaliseGenerated("```md\r\n# Titre\r\n```\n")).toBe("# Titre");
    expect(normaliseGenerated("```\n# Titre\n```")).toBe("# Titre");
  });

  it("leaves code blocks inside the article alone", () => {
    const article = "```bash\nls\n```\n\n# Titre\n\n```js\nx\n```";
    expect(normaliseGenerated(article)).toBe(article);
    const two = "```\na\n```\n\ntext\n\n```\nb\n```";
    expect(normaliseGenerated(two)).toBe(two);
  });
});

function filterAll(chunks: string[]): string {
  const f = new ThinkFilter();
  return chunks.map((c) => f.push(c)).join("") + f.end();
}

describe("ThinkFilter", () => {
  it("passes ordinary text through at once", () => {
    const f = new ThinkFilter();
    expect(f.push("# Ti")).toBe("# Ti");
    expect(f.push("tre")).toBe("tre");
    expect(f.end()).toBe("");
  });

  it("holds back a reasoning block split across chunks, and the blank space after it", () => {
    const f = new ThinkFilter();
    expect(f.push("\n<th")).toBe("");
    expect(f.push("ink>plan : intro, sections")).toBe("");
    expect(f.push("…</thi")).toBe("");
    expect(f.push("nk>\n\n")).toBe("");
    expect(f.push("# Titre")).toBe("# Titre");
    expect(f.push("\n\nTexte")).toBe("\n\nTexte");
  });

  it("releases a short text that only looked like the start of a tag", () => {
    expect(filterAll(["<t"])).toBe("<t");
    expect(filterAll(["<t", "able>"])).toBe("<table>");
  });

  it("agrees with normaliseGenerated however the stream is cut", () => {
    const texts = ["<think>a</think>\n# T\nb", "# T\n<think>x</think>", "  <think>\n</think>  # T", "<thinking># T"];
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 8 }), (text, cuts) => {
        const points = [...new Set(cuts.filter((c) => c < text.length))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const p of points) {
          chunks.push(text.slice(last, p));
          last = p;
        }
        chunks.push(text.slice(last));
        expect(normaliseGenerated(filterAll(chunks))).toBe(normaliseGenerated(text));
      }),
    );
  });
});
