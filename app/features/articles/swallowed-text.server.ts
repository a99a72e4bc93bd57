/**
 * Raw HTML in an article must never hide the text around it. Some markup
 * swallows everything up to its end, or to the end of the article when it
 * is missing:
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
 * - Anything else the parser is still inside at the end of a raw HTML block
 *   of the markdown (CommonMark ends a `<div …` block at a blank line) or of
 *   the article: a tag whose `>` or attribute quote is missing
 *   (`<div title="`, which a quote further on, such as a link's `href="`,
 *   would close), a `<![CDATA[` with no `]]>` (read as a comment, so
 *   dropped), a `<!DOCTYPE` or `<?…` with no `>`. Its `<` is escaped: it
 *   shows as text, and what followed it is read as HTML again. Closed, a
 *   CDATA section is dropped like the comment browsers read it as.
 *
 * Other tags that hid their content (`<svg>`, `<math>`, `<select>`,
 * `<template>`, `<iframe>`, `<noscript>`…) are simply not listed in the
 * sanitiser's `nonTextTags`: their tags go, their text stays.
 *
 * This runs on marked's output, where any '<' of the author's text or code
 * is already escaped; the sanitiser runs after it, so nothing here can let
 * markup through that the allow-list refuses.
 */
import { Parser, Tokenizer, type ParserOptions, type TokenizerCallbacks } from "htmlparser2";

const RAW_TEXT_TAG = /<(\/?)(textarea|title|xmp)(?=[\s/>])/gi;
const CODE_TAGS = new Set(["script", "style"]);
const CODE_OPENING_TAG = /<(script|style)(?=[\s/>])/gi;
const RENAMED_PREFIX = "x-";
/** Each pass settles at least one of the two code tags for good; a third finds nothing left. */
const MAX_CODE_PASSES = 3;

interface UnclosedTag {
  name: string;
  start: number;
}

interface ParseFindings {
  /** `<script>` / `<style>` openings that only an implied close ends (the first of each name is enough) */
  unclosedCode: UnclosedTag[];
  /** where something starts that the parser is still inside at the end (its `<`), or null */
  swallowedFrom: number | null;
}

/**
 * Follows the tokenizer's raw events: `covered` is where the last finished
 * token ended, so at the end anything past it was swallowed by an unfinished
 * one, which starts there (the text before a '<' is always emitted first).
 */
class SwallowWatch {
  covered = 0;
  swallowedFrom: number | null = null;
  constructor(private readonly html: string) {}

  private swallowedHere(): void {
    this.swallowedFrom ??= this.covered;
  }

  /** The closing tag whose '>' has not come yet (the tokenizer reports its name only). */
  private closingTagStart = 0;

  closingTag(nameStart: number, nameEnd: number): void {
    this.closingTagStart = nameStart - "</".length;
    this.covered = nameEnd;
  }

  text(start: number, end: number): void {
    if (start < 0) {
      // the end of the article came before the '>' of a closing tag: the tokenizer hands over what it had as text
      this.swallowedFrom ??= this.closingTagStart;
    } else if (start > this.covered && /^<[!?]/.test(this.html.slice(this.covered, this.covered + 2))) {
      // so does a declaration or a processing instruction that nothing closes, without its '<!' or '<?'
      this.swallowedHere();
    }
    this.covered = Math.max(this.covered, end);
  }

  commentLike(end: number): void {
    // ended by the end of the article rather than by its '-->' or ']]>'
    if (end >= this.html.length) this.swallowedHere();
    this.covered = end + 1;
  }

  finished(end: number): void {
    this.covered = Math.max(this.covered, end);
  }

  end(): void {
    if (this.covered < this.html.length && this.html.indexOf("<", this.covered) >= 0) this.swallowedHere();
  }
}

/** A tokenizer that tells `watch` what it reads, then hands it on to the parser as usual. */
function watchingTokenizer(watch: SwallowWatch): typeof Tokenizer {
  return class extends Tokenizer {
    constructor(options: ConstructorParameters<typeof Tokenizer>[0], cbs: TokenizerCallbacks) {
      super(options, {
        onattribdata: (start, end) => cbs.onattribdata(start, end),
        onattribentity: (codepoint) => cbs.onattribentity(codepoint),
        onattribend: (quote, end) => cbs.onattribend(quote, end),
        onattribname: (start, end) => cbs.onattribname(start, end),
        oncdata: (start, end, offset) => (watch.commentLike(end), cbs.oncdata(start, end, offset)),
        onclosetag: (start, end) => (watch.closingTag(start, end), cbs.onclosetag(start, end)),
        oncomment: (start, end, offset) => (watch.commentLike(end), cbs.oncomment(start, end, offset)),
        ondeclaration: (start, end) => (watch.finished(end + 1), cbs.ondeclaration(start, end)),
        onend: () => (watch.end(), cbs.onend()),
        onopentagend: (end) => (watch.finished(end + 1), cbs.onopentagend(end)),
        onopentagname: (start, end) => cbs.onopentagname(start, end),
        onprocessinginstruction: (start, end) => (watch.finished(end + 1), cbs.onprocessinginstruction(start, end)),
        onselfclosingtag: (end) => (watch.finished(end + 1), cbs.onselfclosingtag(end)),
        ontext: (start, end) => (watch.text(start, end), cbs.ontext(start, end)),
        ontextentity: (codepoint, end) => (watch.finished(end), cbs.ontextentity(codepoint, end)),
      });
    }
  };
}

function inspect(html: string, parserOptions: ParserOptions): ParseFindings {
  const open: UnclosedTag[] = [];
  const unclosed = new Map<string, number>();
  const watch = new SwallowWatch(html);
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
    { ...parserOptions, Tokenizer: watchingTokenizer(watch) },
  );
  parser.end(html);
  return { unclosedCode: [...unclosed].map(([name, start]) => ({ name, start })), swallowedFrom: watch.swallowedFrom };
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

/**
 * Rounds of the loops below (each parses the whole again) before the rest is
 * simply all text: an article needs one or two, a contrived one stays quick.
 */
const MAX_ROUNDS = 8;

function escapeAt(html: string, index: number): string {
  return `${html.slice(0, index)}&lt;${html.slice(index + 1)}`;
}

/** Escapes every '<' from the first swallowed one on (that part becomes plain text). */
function withoutAnyTagFrom(html: string, parserOptions: ParserOptions): string {
  const { swallowedFrom } = inspect(html, parserOptions);
  return swallowedFrom === null ? html : html.slice(0, swallowedFrom) + html.slice(swallowedFrom).replaceAll("<", "&lt;");
}

/**
 * One raw HTML block or inline tag of the markdown, where the parser is
 * inside nothing at its end: the '<' of what it leaves unfinished (a tag, a
 * quoted attribute, a CDATA section…) is escaped. CommonMark ends the block
 * there (at a blank line), so what follows is the author's next paragraph,
 * never part of a tag a later quote or '>' would close.
 */
export function withoutUnfinishedMarkup(html: string, parserOptions: ParserOptions): string {
  let out = html;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { swallowedFrom } = inspect(out, parserOptions);
    if (swallowedFrom === null) return out;
    // what followed it may hold another: `<div title="<div title="…`
    out = escapeAt(out, swallowedFrom);
  }
  return withoutAnyTagFrom(out, parserOptions);
}

/** HTML where no tag hides the text after it; `parserOptions` are the sanitiser's. */
export function withoutSwallowingTags(html: string, parserOptions: ParserOptions): string {
  let out = withoutUnclosedComments(html).replace(
    RAW_TEXT_TAG,
    (_tag, slash: string, name: string) => `<${slash}${RENAMED_PREFIX}${name}`,
  );
  // Each round settles one thing: a code tag's openings renamed, or one swallowing '<' escaped.
  let codeRounds = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { unclosedCode, swallowedFrom } = inspect(out, parserOptions);
    if (unclosedCode.length > 0 && codeRounds < MAX_CODE_PASSES) {
      codeRounds++;
      out = renameFrom(out, unclosedCode);
    } else if (unclosedCode.length === 0 && swallowedFrom !== null) {
      out = escapeAt(out, swallowedFrom);
    } else if (unclosedCode.length === 0) {
      return out;
    } else {
      break;
    }
  }
  // Only a contrived article gets here; keeping all the text is the safe side.
  return withoutAnyTagFrom(
    out.replace(CODE_OPENING_TAG, (_tag, name: string) => `<${RENAMED_PREFIX}${name}`),
    parserOptions,
  );
}
