/**
 * The content toolbar's edits (docs/product.md#article-editor): Markdown put
 * around or before the selected text, as an edit of one range, so that the
 * textarea can apply it as typing (its own undo keeps working). Pure.
 */
import type { TextSelection } from "./markdown-insertion";

export type MarkdownFormat = "heading" | "bold" | "italic" | "list" | "link";

/** Replace `from`–`to` of the text with `insert`, then select `selection`. */
export interface MarkdownEdit {
  from: number;
  to: number;
  insert: string;
  selection: TextSelection;
}

const PLACEHOLDERS = { bold: "texte en gras", italic: "texte en italique", link: "texte du lien", heading: "Intertitre" };
const LINK_URL_PLACEHOLDER = "https://";

/** Around the selection (spaces at its edges left outside, as Markdown wants), or a placeholder selected. */
function wrap(text: string, { start, end }: TextSelection, marker: string, placeholder: string): MarkdownEdit {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  const selected = text.slice(from, to);
  // already wrapped: the same button takes the markers away
  if (selected && text.slice(from - marker.length, from) === marker && text.slice(to, to + marker.length) === marker) {
    return {
      from: from - marker.length,
      to: to + marker.length,
      insert: selected,
      selection: { start: from - marker.length, end: to - marker.length },
    };
  }
  const inner = selected || placeholder;
  return {
    from,
    to,
    insert: `${marker}${inner}${marker}`,
    selection: { start: from + marker.length, end: from + marker.length + inner.length },
  };
}

/** The start of the line holding `at`, and the end of the line holding `to`. */
function lineRange(text: string, start: number, end: number): { from: number; to: number } {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const lastChar = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const next = text.indexOf("\n", lastChar);
  return { from, to: next === -1 ? text.length : next };
}

/** Each selected line as a list item ('- '), or back to plain lines when all already are. */
function list(text: string, selection: TextSelection): MarkdownEdit {
  const { from, to } = lineRange(text, selection.start, selection.end);
  const lines = text.slice(from, to).split("\n");
  const allItems = lines.every((line) => /^\s*[-*+] /.test(line) || line.trim() === "");
  const next = allItems
    ? lines.map((line) => line.replace(/^(\s*)[-*+] /, "$1"))
    : lines.map((line) => (line.trim() === "" ? line : `- ${line.replace(/^\s*[-*+] /, "")}`));
  const insert = next.join("\n");
  const caret = from + insert.length;
  return {
    from,
    to,
    insert,
    selection: selection.start === selection.end ? { start: caret, end: caret } : { start: from, end: caret },
  };
}

/** The line becomes a level-2 heading ('## '), or a plain line again; the page's only level-1 heading is its title. */
function heading(text: string, selection: TextSelection): MarkdownEdit {
  const { from, to } = lineRange(text, selection.start, selection.start);
  const line = text.slice(from, to);
  const marker = /^ {0,3}#{1,6}[ \t]+/.exec(line);
  if (marker) {
    const insert = line.slice(marker[0].length);
    return { from, to, insert, selection: { start: from, end: from + insert.length } };
  }
  const words = line.trim() || PLACEHOLDERS.heading;
  // a heading is a block: blank lines around it unless already there
  const before = from === 0 || text.slice(0, from).endsWith("\n\n") ? "" : "\n";
  const after = to >= text.length || text.slice(to).startsWith("\n\n") ? "" : "\n";
  const insert = `${before}## ${words}${after}`;
  const start = from + before.length + 3;
  return { from, to, insert, selection: { start, end: start + words.length } };
}

/** '[texte](https://)' with the address selected, ready to be typed or pasted. */
function link(text: string, { start, end }: TextSelection): MarkdownEdit {
  const selected = text.slice(start, end).trim();
  if (/^https?:\/\/\S+$/.test(selected)) {
    const insert = `[${PLACEHOLDERS.link}](${selected})`;
    return { from: start, to: end, insert, selection: { start: start + 1, end: start + 1 + PLACEHOLDERS.link.length } };
  }
  const label = selected || PLACEHOLDERS.link;
  const insert = `[${label}](${LINK_URL_PLACEHOLDER})`;
  const urlStart = start + label.length + 3;
  return { from: start, to: end, insert, selection: { start: urlStart, end: urlStart + LINK_URL_PLACEHOLDER.length } };
}

export function formatMarkdown(text: string, selection: TextSelection, format: MarkdownFormat): MarkdownEdit {
  const safe = {
    start: Math.max(0, Math.min(selection.start, text.length)),
    end: Math.max(0, Math.min(Math.max(selection.start, selection.end), text.length)),
  };
  if (format === "bold") return wrap(text, safe, "**", PLACEHOLDERS.bold);
  if (format === "italic") return wrap(text, safe, "*", PLACEHOLDERS.italic);
  if (format === "list") return list(text, safe);
  if (format === "heading") return heading(text, safe);
  return link(text, safe);
}

/** The text after an edit. */
export function applyEdit(text: string, edit: MarkdownEdit): string {
  return text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
}

/** The toolbar's keyboard shortcuts (Ctrl on Windows and Linux, Cmd on a Mac). */
export function formatForShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === "b" ? "bold" : key === "i" ? "italic" : key === "k" ? "link" : null;
}
