/**
 * Raw HTML in an article must never hide the text around it. Two kinds of
 * tags swallow everything up to their closing tag, or to the end of the
 * article when it is missing:
 *
 * - `<textarea>`, `<title>`, `<xmp>`: the parser reads their content as
 *   raw text (so an unclosed one turns the rest of the article into escaped
 *   markup). They are renamed to unknown tags, which the sanitiser drops
 *   while keeping their content, parsed as HTML.
 * - `<script>`, `<style>`: the sanitiser drops their content (code, not
 *   text), but only up to a closing tag the author wrote. One that the
 *   parser closes only implicitly (at the end, or with a parent) is renamed
 *   the same way, so what follows it stays.
 *
 * - `<!--` with no end: a comment runs to the end of the article. Its
 *   opening is escaped and shows as text; a closed comment is still dropped.
 *
 * Other tags that hid their content (`<svg>`, `<math>`, `<select>`,
 * `<template>`, `<iframe>`, `<noscript>`…) are simply not listed in the
 * sanitiser's `nonTextTags`: their tags go, their text stays.
 *
 * This runs on marked's output, where any '<' of the author's text or code
 * is already escaped; the sanitiser runs after it, so nothing here can let
 * markup through that the allow-list refuses.
 */
import { Parser, type ParserOptions } from "htmlparser2";

const RAW_TEXT_TAG = /<(\/?)(textarea|title|xmp)(?=[\s/>])/gi;
const CODE_TAGS = new Set(["script", "style"]);
const CODE_OPENING_TAG = /<(script|style)(?=[\s/>])/gi;
const RENAMED_PREFIX = "x-";
/** Each pass settles at least one of the two code tags for good; a third finds nothing left. */
const MAX_PASSES = 3;

interface UnclosedTag {
  name: string;
  start: number;
}

/** `<script>` / `<style>` openings that only an implied close ends (the first of each name is enough). */
function firstUnclosedCodeTags(html: string, parserOptions: ParserOptions): UnclosedTag[] {
  const open: UnclosedTag[] = [];
  const unclosed = new Map<string, number>();
  const parser = new Parser(
    {
      onopentag(name) {
        if (CODE_TAGS.has(name)) open.push({ name, start: parser.startIndex });
      },
      onclosetag(name, isImplied) {
        if (!CODE_TAGS.has(name)) return;
        const tag = open.pop();
        if (tag && isImplied) unclosed.set(name, Math.min(unclosed.get(name) ?? Infinity, tag.start));
      },
    },
    parserOptions,
  );
  parser.end(html);
  return [...unclosed].map(([name, start]) => ({ name, start }));
}

/**
 * Renames every opening of these tags from their first unclosed one on: a
 * `<script>` left open reads the rest as raw text, so any later `<script>`
 * is inside it and has no closing tag either.
 */
function renameFrom(html: string, tags: UnclosedTag[]): string {
  const from = new Map(tags.map((t) => [t.name, t.start]));
  return html.replace(CODE_OPENING_TAG, (tag: string, name: string, offset: number) => {
    const start = from.get(name.toLowerCase());
    return start !== undefined && offset >= start ? `<${RENAMED_PREFIX}${name}` : tag;
  });
}

const COMMENT_START = "<!--";
/**
 * Only `-->` counts as an end here: a parser that also ends comments at `--!>` or at `<!-->` closes
 * them no later than this, so the text after them is never hidden.
 */
const COMMENT_END = /-->/;

/** Escapes each `<!--` that nothing closes, so the text after it stays. */
function withoutUnclosedComments(html: string): string {
  let out = "";
  let from = 0;
  for (let start = html.indexOf(COMMENT_START); start >= 0; start = html.indexOf(COMMENT_START, from)) {
    const body = html.slice(start + COMMENT_START.length);
    const end = COMMENT_END.exec(body);
    if (end) {
      const next = start + COMMENT_START.length + end.index + end[0].length;
      out += html.slice(from, next);
      from = next;
    } else {
      out += `${html.slice(from, start)}&lt;!--`;
      from = start + COMMENT_START.length;
    }
  }
  return out + html.slice(from);
}

/** HTML where no tag hides the text after it; `parserOptions` are the sanitiser's. */
export function withoutSwallowingTags(html: string, parserOptions: ParserOptions): string {
  let out = withoutUnclosedComments(html).replace(RAW_TEXT_TAG, (_tag, slash: string, name: string) => `<${slash}${RENAMED_PREFIX}${name}`);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const unclosed = firstUnclosedCodeTags(out, parserOptions);
    if (unclosed.length === 0) return out;
    out = renameFrom(out, unclosed);
  }
  // Not reached by the reasoning above; should it be, keeping all the text is the safe side.
  return out.replace(CODE_OPENING_TAG, (_tag, name: string) => `<${RENAMED_PREFIX}${name}`);
}
