/**
 * marked's lexer, bounded for articles: whatever an author writes (or wrote,
 * in an article stored long ago), its page renders.
 *
 * - Quotes and lists nest at most MAX_MARKDOWN_NESTING levels (counted
 *   together), and so do emphasis, strikethrough and links: deeper markup is
 *   shown as the text it is written with ('> > texte', '**mot**'). marked
 *   recurses once per level, so 5 KB of '>' overflowed the stack.
 * - A `<script>`, `<style>` or `<textarea>` line starts a raw HTML block that
 *   CommonMark ends at its closing tag, or at the end of the article when
 *   there is none: the rest of the article would be raw HTML, never markdown.
 *   Without a closing tag ahead, such a block is its first line only and what
 *   follows is markdown again.
 */
import { Lexer, Tokenizer, type MarkedOptions, type Token, type Tokens, type TokensList } from "marked";

export const MAX_MARKDOWN_NESTING = 10;

const RAW_TEXT_BLOCK_FIRST_LINE = /^ {0,3}<(script|style|textarea)(?=[\s>]|$)[^\n]*(?:\n|$)/i;
const RAW_TEXT_BLOCK_END = /<\/(script|style|textarea)>/gi;

class ArticleTokenizer extends Tokenizer {
  declare lexer: ArticleLexer;

  // A quote or a list is one level deeper, also when marked re-reads one to join a lazy line to it.
  override blockquote(src: string): Tokens.Blockquote | undefined {
    return this.lexer.oneLevelDeeper(() => super.blockquote(src));
  }

  override list(src: string): Tokens.List | undefined {
    return this.lexer.oneLevelDeeper(() => super.list(src));
  }

  // CommonMark's block when its closing tag follows; else the opening line alone.
  override html(src: string): Tokens.HTML | undefined {
    const line = RAW_TEXT_BLOCK_FIRST_LINE.exec(src);
    if (!line || this.lexer.hasBlockEndAhead(line[1]!.toLowerCase(), src)) return super.html(src);
    const raw = line[0];
    return { type: "html", block: true, raw, text: raw, pre: line[1]!.toLowerCase() !== "textarea" };
  }
}

/** A run of blockTokens: its text, and where each raw block's closing tag last appears in it (found once, when first needed). */
interface BlockRun {
  src: string;
  lastEnds?: Map<string, number>;
}

class ArticleLexer extends Lexer {
  private readonly runs: BlockRun[] = [];
  private blockDepth = 0;
  private inlineDepth = 0;

  oneLevelDeeper<T>(read: () => T): T {
    this.blockDepth++;
    try {
      return read();
    } finally {
      this.blockDepth--;
    }
  }

  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(src: string, tokens: Token[] = [], lastParagraphClipped?: boolean): Token[] {
    // The content of the tenth level of quotes and lists is read flat.
    if (this.blockDepth >= MAX_MARKDOWN_NESTING) {
      const paragraph: Tokens.Paragraph = { type: "paragraph", raw: src, text: src, tokens: [] };
      this.inline(src, paragraph.tokens);
      tokens.push(paragraph);
      return tokens;
    }
    this.runs.push({ src });
    try {
      return super.blockTokens(src, tokens, lastParagraphClipped);
    } finally {
      this.runs.pop();
    }
  }

  /**
   * Whether `</name>` appears in `rest`, what remains of the current run (marked hands its block
   * tokenizers the run's text minus what they already took). One scan per run, not one per line:
   * thousands of unclosed lines stay linear.
   */
  hasBlockEndAhead(name: string, rest: string): boolean {
    const run = this.runs.at(-1);
    if (!run || run.src.length < rest.length) return new RegExp(`</${name}>`, "i").test(rest);
    if (!run.lastEnds) {
      run.lastEnds = new Map();
      for (const end of run.src.matchAll(RAW_TEXT_BLOCK_END)) run.lastEnds.set(end[1]!.toLowerCase(), end.index);
    }
    return (run.lastEnds.get(name) ?? -1) >= run.src.length - rest.length;
  }

  override inlineTokens(src: string, tokens: Token[] = []): Token[] {
    if (this.inlineDepth >= MAX_MARKDOWN_NESTING) {
      tokens.push({ type: "text", raw: src, text: src, escaped: false } satisfies Tokens.Text);
      return tokens;
    }
    this.inlineDepth++;
    try {
      return super.inlineTokens(src, tokens);
    } finally {
      this.inlineDepth--;
    }
  }
}

/** The tokens of an article's markdown, with marked's options (GFM…). */
export function lexArticleMarkdown(markdown: string, options: MarkedOptions): TokensList {
  return new ArticleLexer({ ...options, tokenizer: new ArticleTokenizer() }).lex(markdown);
}
