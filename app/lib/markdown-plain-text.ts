/**
 * Markdown as plain text, and the excerpt made of it (docs/product.md#article-excerpt):
 * the one place that turns an article's Markdown into the words a card, a
 * meta description, the RSS feed or the JSON-LD show. Pure and browser-safe
 * (the editor fills the excerpt after a generation with it).
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/** One line without its block markers: heading, quote, list or task marker, table pipes. */
function lineText(line: string): string {
  return line
    .replace(/^ {0,3}#{1,6}(?:[ \t]+|$)/, "")
    .replace(/[ \t]+#+[ \t]*$/, "")
    .replace(/^\s*(?:>\s?)+/, "")
    .replace(/^\s*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/, "")
    .replace(/\|/g, " ");
}

/** A line that carries no words: a thematic break, a setext underline, a table's delimiter row. */
const NO_WORDS = /^\s*(?:(?:[-*_][ \t]*){3,}|=+|[|:\- \t]*-[|:\- \t]*)$/;

const ESCAPED = /\\([\\`*_{}[\]()#+\-.!>|~])/g;
const HELD = /\uE000(\d+)\uE001/g;

function inlineText(markdown: string): string {
  // escaped characters are held aside, so that the emphasis rules below leave them as written
  const text = markdown.replace(ESCAPED, (_, c: string) => `\uE000${c.codePointAt(0)}\uE001`);
  return (
    text
      // images are not words: gone, with their alt text (it describes a picture, not the article)
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/!\[[^\]]*\]\[[^\]]*\]/g, "")
      // links and autolinks: their text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1")
      // raw HTML tags and comments
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<\/?[a-zA-Z][^>]*>/g, "")
      // inline code keeps its words, without the backticks
      .replace(/`+([^`]*)`+/g, "$1")
      // emphasis: ** __ ~~ and single * always; a single _ only at a word's edge (snake_case stays)
      .replace(/\*\*|__|~~|\*/g, "")
      .replace(/(^|[^\p{L}\p{N}])_(?=\S)|(?<=\S)_(?=[^\p{L}\p{N}]|$)/gu, "$1")
      .replace(HELD, (_, code: string) => String.fromCodePoint(Number(code)))
  );
}

/**
 * The words of a Markdown text on one line: headings, emphasis, quote and list
 * markers removed, links as their text, images and code blocks removed,
 * whitespace collapsed.
 */
export function markdownToPlainText(markdown: string, { headings = true }: { headings?: boolean } = {}): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    const opening = FENCE.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    // an indented code block (4 spaces or a tab, after a blank line) is code too
    if (/^(?: {4}|\t)/.test(line) && (kept.length === 0 || kept[kept.length - 1] === "")) continue;
    if (NO_WORDS.test(line) && line.trim() !== "") continue;
    if (!headings && HEADING.test(line)) continue;
    kept.push(lineText(line));
  }
  return inlineText(kept.join("\n")).replace(/\s+/g, " ").trim();
}

const LEADING_H1 = /^\s*(?:\r\n|\r|\n)*[ ]{0,3}#[ \t]+([^\r\n]*)(?:\r\n|\r|\n|$)/;

/**
 * A level-1 heading at the very top of a text (as AI drafts start: the
 * article's title) and the text without it; null title when there is none.
 */
export function splitLeadingTitle(markdown: string): { title: string | null; body: string } {
  const match = LEADING_H1.exec(markdown);
  if (!match) return { title: null, body: markdown };
  const title = (match[1] ?? "").replace(/[ \t]+#+[ \t]*$/, "").trim();
  return title
    ? { title, body: markdown.slice(match[0].length).replace(/^(?:[ \t]*(?:\r\n|\r|\n))+/, "") }
    : { title: null, body: markdown };
}

/**
 * The words an excerpt is taken from: the text without its title line and
 * its headings (section names, not sentences), or with the headings when
 * they are all there is.
 */
export function excerptSourceText(markdown: string): string {
  const { body } = splitLeadingTitle(markdown);
  return markdownToPlainText(body, { headings: false }) || markdownToPlainText(body);
}

/**
 * An excerpt of a Markdown text: its plain words (without a leading title nor headings), cut to `length` characters
 * (code points: an emoji is never split) at the last space when that space is
 * beyond `minCut`, plus '...'. A text that fits is kept whole, with '...' too
 * (docs/product.md#article-save). Empty text: ''.
 */
export function excerptFromMarkdown(markdown: string, length: number, minCut: number): string {
  // 2 UTF-16 units per code point at most, and markup to strip: a generous slice keeps 200 kB contents cheap
  const text = Array.from(excerptSourceText(markdown.slice(0, Math.max(length * 20, 4000))));
  if (text.length === 0) return "";
  if (text.length <= length) return `${text.join("")}...`;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > minCut ? cut.slice(0, lastSpace) : cut;
  return `${kept.join("")}...`;
}

/** A stored excerpt as readers see it: plain text, even when it was written (or derived, before) with Markdown in it. */
export function readableExcerpt(excerpt: string): string {
  // a heading marker inside a line too: an old excerpt may hold a whole text run together
  return markdownToPlainText(excerpt)
    .replace(/(^|\s)#{1,6}(?=\s)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}
