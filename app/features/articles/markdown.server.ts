/**
 * Article markdown → safe HTML, on the server only (the public article page
 * and the editor's preview use this same function; the browser never parses
 * markdown, so `marked`, `sanitize-html` and its `postcss` dependency stay out
 * of every client bundle).
 *
 * GFM (headings, lists, task lists, tables, links, images, code, strikethrough)
 * with `marked`, then an allow-list sanitiser: no script, style, iframe, form,
 * event handler, inline style or `javascript:`/`data:` URL survives. External
 * links open in a new tab with rel="noopener noreferrer"; images lazy-load.
 *
 * No article can break its page or hide its own text: nesting is bounded
 * (markdown-lexer.server.ts), a tag left open never swallows what follows
 * it, and neither does a tag, quote or CDATA section an HTML block leaves
 * unfinished (swallowed-text.server.ts).
 */
import { Marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";
import { lexArticleMarkdown } from "./markdown-lexer.server";
import { withoutSwallowingTags, withoutUnfinishedMarkup } from "./swallowed-text.server";

export interface RenderOptions {
  /** The article's title: a leading '# {title}' line (as AI drafts start) is not repeated under the page's <h1>. */
  title?: string;
  /** The site's origin ('https://www.example.fr'): absolute links to it are internal (no new tab). */
  siteOrigin?: string;
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** sanitize-html's parser options (its default decodeEntities, and ours): the swallowed-text pass parses alike. */
const PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "sub",
    "sup",
    "mark",
    "kbd",
    "abbr",
    "ul",
    "ol",
    "li",
    "input",
    "a",
    "img",
    "figure",
    "figcaption",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
    "details",
    "summary",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align", "colspan", "rowspan"],
    td: ["align", "colspan", "rowspan"],
    ol: ["start"],
    input: ["type", "checked", "disabled"],
    abbr: ["title"],
    code: ["class"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Refused tags are dropped but their text is kept (an article's text is never hidden); these hold
  // code, dropped up to their closing tag (see swallowed-text.server.ts for unclosed ones).
  nonTextTags: ["script", "style"],
  // Raw HTML nested deeper than this is kept as its text (markdown nesting is bounded by the lexer).
  nestingLimit: 100,
  enforceHtmlBoundary: false,
  parser: PARSER_OPTIONS,
};

function isExternal(href: string, siteOrigin: string | undefined): boolean {
  if (!/^https?:\/\//i.test(href)) return false; // relative, #anchor, mailto:, tel:
  try {
    return !siteOrigin || new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

function sanitizeOptions(options: RenderOptions): sanitizeHtml.IOptions {
  return {
    ...SANITIZE_OPTIONS,
    transformTags: {
      // The page has one <h1>, the article's title: content headings start at <h2>.
      h1: "h2",
      a: (tagName, attribs) => {
        const href = attribs.href;
        const kept: sanitizeHtml.Attributes = {};
        if (href) kept.href = href;
        if (attribs.title) kept.title = attribs.title;
        if (href && isExternal(href, options.siteOrigin)) {
          kept.target = "_blank";
          kept.rel = "noopener noreferrer";
        }
        return { tagName, attribs: kept };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: "lazy", decoding: "async", alt: attribs.alt ?? "" },
      }),
      // GFM task-list boxes only: never an editable field.
      input: (tagName, attribs) => ({
        tagName,
        attribs: { type: attribs.type ?? "text", disabled: "", ...("checked" in attribs ? { checked: "" } : {}) },
      }),
    },
    // A non-checkbox <input> is a stray form field; an image whose URL was refused shows nothing.
    exclusiveFilter: (frame) =>
      (frame.tag === "input" && frame.attribs.type !== "checkbox") || (frame.tag === "img" && !frame.attribs.src),
  };
}

function comparable(text: string): string {
  return text
    .replace(/[*_`~#]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLocaleLowerCase("fr-FR");
}

/** Removes a first-block level-1 heading that repeats the title. */
function withoutRepeatedTitle(tokens: Token[], title: string | undefined): Token[] {
  if (!title?.trim()) return tokens;
  const first = tokens.findIndex((t) => t.type !== "space");
  const token = tokens[first];
  if (token?.type === "heading" && token.depth === 1 && comparable(token.text) === comparable(title)) {
    return [...tokens.slice(0, first), ...tokens.slice(first + 1)];
  }
  return tokens;
}

/** Safe HTML for an article's markdown content. */
export function renderArticleHtml(markdown: string, options: RenderOptions = {}): string {
  const tokens = lexArticleMarkdown(markdown, marked.defaults);
  const kept = withoutRepeatedTitle(tokens, options.title);
  marked.walkTokens(kept, (token) => {
    if (token.type === "html") token.text = withoutUnfinishedMarkup(token.text, PARSER_OPTIONS);
  });
  const html = marked.parser(Object.assign(kept, { links: tokens.links }));
  return sanitizeArticleHtml(html, options);
}

/** Any HTML fragment through the same allow-list (for tests and other callers). */
export function sanitizeArticleHtml(html: string, options: RenderOptions = {}): string {
  return sanitizeHtml(withoutSwallowingTags(html, PARSER_OPTIONS), sanitizeOptions(options));
}
