import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../../tests/fixtures/xss-payloads";
import { renderArticleHtml, sanitizeArticleHtml } from "./markdown.server";

const SITE = "https://www.az-toiture.fr";

/** Every tag name and attribute of an HTML fragment (a coarse scan, enough to spot what must never appear). */
function tagsAndAttributes(html: string): { tags: string[]; attributes: string[] } {
  const tags: string[] = [];
  const attributes: string[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    tags.push(match[1]!.toLowerCase());
    for (const attr of (match[2] ?? "").matchAll(/\s([^\s=/>]+)(?:=("[^"]*"|'[^']*'|[^\s>]*))?/g)) {
      attributes.push(`${attr[1]!.toLowerCase()}=${attr[2] ?? ""}`);
    }
  }
  return { tags, attributes };
}

const FORBIDDEN_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "form",
  "button",
  "svg",
  "math",
  "meta",
  "base",
  "link",
  "body",
  "html",
  "title",
  "textarea",
  "select",
  "option",
  "template",
  "noscript",
  "video",
  "audio",
  "source",
  "animate",
]);

function expectSafe(html: string) {
  const { tags, attributes } = tagsAndAttributes(html);
  for (const tag of tags) expect(FORBIDDEN_TAGS.has(tag), `tag <${tag}> in ${html}`).toBe(false);
  for (const attr of attributes) {
    expect(attr, html).not.toMatch(/^on/);
    expect(attr, html).not.toMatch(/^(style|srcdoc|formaction|action)=/);
    expect(attr, html).not.toMatch(/^(href|src)=["']?\s*(javascript|data|vbscript):/i);
  }
  expect(html).not.toMatch(/<script/i);
}

describe("renderArticleHtml: GFM", () => {
  it("renders headings (h1 demoted to h2), emphasis, lists, code, quotes and tables", () => {
    const html = renderArticleHtml(
      [
        "# Grand titre",
        "## Sous-titre",
        "Du **gras**, de l'*italique*, du ~~barré~~ et du `code`.",
        "- un\n- deux\n\n1. premier\n2. second",
        "> Une citation",
        "```bash\necho 'ok' && rm -rf /tmp/x\n```",
        "| Matériau | Prix |\n|:--|--:|\n| Zinc | 45 € |",
        "- [x] fait\n- [ ] à faire",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Grand titre</h2>");
    expect(html).toContain("<h2>Sous-titre</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>gras</strong>");
    expect(html).toContain("<em>italique</em>");
    expect(html).toContain("<del>barré</del>");
    expect(html).toContain("<code>code</code>");
    expect(html).toMatch(/<ul>\s*<li>un<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>premier<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>Une citation<\/p>/);
    expect(html).toContain(`<pre><code class="language-bash">echo 'ok' &amp;&amp; rm -rf /tmp/x`);
    expect(html).toContain('<th align="left">Matériau</th>');
    expect(html).toContain('<td align="right">45 €</td>');
    expect(html).toContain('<input type="checkbox" disabled checked />');
    expect(html).toContain('<input type="checkbox" disabled />');
  });

  it("drops a first '# heading' that repeats the title (AI drafts start with it), keeps any other", () => {
    expect(renderArticleHtml("# Mon **titre**\n\nTexte", { title: "Mon titre" })).toBe("<p>Texte</p>\n");
    expect(renderArticleHtml("# Autre chose\n\nTexte", { title: "Mon titre" })).toContain("<h2>Autre chose</h2>");
    expect(renderArticleHtml("Intro\n\n# Mon titre", { title: "Mon titre" })).toContain("<h2>Mon titre</h2>");
  });

  it("opens external links in a new tab with rel=noopener noreferrer, internal ones in place", () => {
    const html = renderArticleHtml(
      `[externe](https://exemple.fr/page "Titre") [interne](/services/zinguerie) [absolu](${SITE}/blog/x) [ancre](#plan) [mail](mailto:contact@exemple.fr) <https://auto.exemple.fr>`,
      { siteOrigin: SITE },
    );
    expect(html).toContain(
      '<a href="https://exemple.fr/page" title="Titre" target="_blank" rel="noopener noreferrer">externe</a>',
    );
    expect(html).toContain('<a href="/services/zinguerie">interne</a>');
    expect(html).toContain(`<a href="${SITE}/blog/x">absolu</a>`);
    expect(html).toContain('<a href="#plan">ancre</a>');
    expect(html).toContain('<a href="mailto:contact@exemple.fr">mail</a>');
    expect(html).toContain('<a href="https://auto.exemple.fr" target="_blank" rel="noopener noreferrer">');
  });

  it("replaces an author's own target/rel on links", () => {
    const html = sanitizeArticleHtml(
      '<a href="/contact" target="_top" rel="opener">x</a><a href="https://e.fr" rel="opener">y</a>',
      {
        siteOrigin: SITE,
      },
    );
    expect(html).toBe('<a href="/contact">x</a><a href="https://e.fr" target="_blank" rel="noopener noreferrer">y</a>');
  });

  it("lazy-loads images and keeps their alt text; drops images with a refused URL", () => {
    const html = renderArticleHtml(
      '![Chéneau en zinc](https://exemple.fr/a.jpg "Lyon") ![x](data:image/png;base64,AAA) ![y](//evil.fr/a.png)',
    );
    expect(html).toContain(
      '<img src="https://exemple.fr/a.jpg" alt="Chéneau en zinc" title="Lyon" loading="lazy" decoding="async" />',
    );
    expect(html).not.toContain("data:");
    expect(html).not.toContain("evil.fr");
    expect((html.match(/<img/g) ?? []).length).toBe(1);
    expect(renderArticleHtml("![](/media/123-abc.jpg)")).toContain(
      '<img src="/media/123-abc.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it("keeps harmless inline HTML (details, sup, mark) and escapes text", () => {
    expect(renderArticleHtml("<details><summary>Plus</summary>Texte</details>")).toContain(
      "<details><summary>Plus</summary>Texte</details>",
    );
    expect(renderArticleHtml("m<sup>2</sup> et <mark>important</mark>")).toContain("m<sup>2</sup> et <mark>important</mark>");
    expect(renderArticleHtml("2 < 3 & 5 > 4")).toBe("<p>2 &lt; 3 &amp; 5 &gt; 4</p>\n");
  });
});

describe("renderArticleHtml: sanitising corpus", () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))("neutralises %s", (payload) => {
    for (const markdown of [
      payload,
      `Texte avant\n\n${payload}\n\nTexte après`,
      `- ${payload}`,
      `> ${payload}`,
      `| a |\n|---|\n| ${payload} |`,
    ]) {
      expectSafe(renderArticleHtml(markdown, { siteOrigin: SITE }));
    }
  });

  it("keeps the corpus safe when its output is sanitised again (no mutation into something live)", () => {
    for (const payload of XSS_PAYLOADS) {
      const once = renderArticleHtml(payload, { siteOrigin: SITE });
      expectSafe(sanitizeArticleHtml(once, { siteOrigin: SITE }));
    }
  });

  it("never outputs a script, handler, style or dangerous URL for any mix of markdown and HTML", () => {
    const pieces = fc.constantFrom(
      ...XSS_PAYLOADS,
      "# titre",
      "**gras**",
      "[a](https://e.fr)",
      "![i](https://e.fr/i.png)",
      "<",
      ">",
      '"',
      "'",
      "=",
      "`",
      "<img",
      " src=x",
      " onerror=",
      "javascript:",
      "\n\n",
      "<a href=",
      "</",
      "&#",
      "script",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        expectSafe(renderArticleHtml(parts.join(""), { siteOrigin: SITE }));
      }),
      { numRuns: 400 },
    );
  });
});

/** The deepest nesting of these elements in an HTML fragment. */
function maxNesting(html: string, tags: readonly string[]): number {
  let depth = 0;
  let max = 0;
  for (const [, slash, name] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (!tags.includes(name!)) continue;
    depth += slash ? -1 : 1;
    max = Math.max(max, depth);
  }
  return max;
}

/** What a reader sees of an HTML fragment: its text, tags removed. */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}

const BLOCK_NESTING = ["blockquote", "ul", "ol"] as const;
const INLINE_NESTING = ["em", "strong", "del", "a"] as const;

describe("renderArticleHtml: deep nesting never fails", () => {
  it.each([
    ["5 KB of '>'", `${">".repeat(5_000)} fond`],
    ["200 000 characters of '>'", `${">".repeat(199_990)} fond`],
    ["quotes separated by spaces", `${"> ".repeat(2_500)}fond`],
    ["lists on one line", `${"- ".repeat(2_500)}fond`],
    ["200 000 characters of '- '", `${"- ".repeat(99_990)}fond`],
    ["ordered lists", `${"1. ".repeat(1_600)}fond`],
    ["quotes and lists mixed", `${"> - ".repeat(1_250)}fond`],
    ["indented lists", Array.from({ length: 300 }, (_, i) => `${"  ".repeat(i)}- niveau${i}`).join("\n") + "\n\nfond"],
  ])("%s: renders at most 10 levels of quotes and lists, keeping the text", (_label, markdown) => {
    const html = renderArticleHtml(markdown);
    expect(html).toContain("fond");
    expect(maxNesting(html, BLOCK_NESTING)).toBeLessThanOrEqual(10);
  });

  it("keeps the levels of the indented lists as text below the tenth", () => {
    const html = renderArticleHtml(Array.from({ length: 30 }, (_, i) => `${"  ".repeat(i)}- niveau${i}`).join("\n"));
    for (let i = 0; i < 30; i++) expect(html).toMatch(new RegExp(`niveau${i}\\b`));
  });

  it.each([
    ["emphasis", `${"*a ".repeat(5_000)}fond${"*".repeat(5_000)}`],
    ["strong emphasis", `${"**".repeat(5_000)}fond${"**".repeat(5_000)}`],
    ["strikethrough", `${"~~a ".repeat(3_000)}fond${"~~".repeat(3_000)}`],
    ["links", `${"[".repeat(5_000)}fond${"](/x)".repeat(5_000)}`],
  ])("%s: at most 10 levels inline, keeping the text", (_label, markdown) => {
    const html = renderArticleHtml(markdown);
    expect(html).toContain("fond");
    expect(maxNesting(html, INLINE_NESTING)).toBeLessThanOrEqual(10);
  });

  it("still nests up to 10 levels, then shows the markers of deeper ones as text", () => {
    const ten = renderArticleHtml(`${"> ".repeat(10)}dix`);
    expect(maxNesting(ten, BLOCK_NESTING)).toBe(10);
    expect(ten).toMatch(/<p>dix<\/p>/);
    const twelve = renderArticleHtml(`${"> ".repeat(12)}douze`);
    expect(maxNesting(twelve, BLOCK_NESTING)).toBe(10);
    expect(twelve).toContain("<p>&gt; &gt; douze</p>");
    const lists = renderArticleHtml(`${"- ".repeat(11)}onze`);
    expect(maxNesting(lists, BLOCK_NESTING)).toBe(10);
    expect(lists).toContain("- onze");
    expect(maxNesting(renderArticleHtml(`${"*a ".repeat(10)}b${"*".repeat(10)}`), INLINE_NESTING)).toBe(10);
  });

  it("bounds raw HTML nesting as well, keeping the text", () => {
    const html = renderArticleHtml(`${"<blockquote>".repeat(20_000)}fond`);
    expect(html).toContain("fond");
    expect(maxNesting(html, ["blockquote"])).toBeLessThanOrEqual(100);
  });

  it("never fails on any nesting of quotes, lists and emphasis", () => {
    // No '~' or '`' runs here: three of them open a code block whose info string would hold the text.
    const marker = fc.constantFrom(">", "> ", "- ", "* ", "+ ", "1. ", "2) ", "  ", "\n", "*", "**", "_", "[", "](/x)");
    fc.assert(
      fc.property(fc.array(fc.tuple(marker, fc.integer({ min: 1, max: 300 })), { maxLength: 8 }), (runs) => {
        const markdown = runs.map(([m, n]) => m.repeat(n)).join("") + " fond";
        const html = renderArticleHtml(markdown);
        expect(maxNesting(html, BLOCK_NESTING)).toBeLessThanOrEqual(10);
        expect(maxNesting(html, INLINE_NESTING)).toBeLessThanOrEqual(10);
        expect(html).toContain("fond");
      }),
      { numRuns: 200 },
    );
  });
});

/** Tags that hid everything after them when left open. */
const SWALLOWING_TAGS = [
  "textarea",
  "svg",
  "math",
  "title",
  "style",
  "script",
  "xmp",
  "noscript",
  "iframe",
  "noembed",
  "plaintext",
  "template",
  "select",
];

describe("renderArticleHtml: an unclosed tag never hides the text after it", () => {
  it.each(SWALLOWING_TAGS)("<%s> on its own line, inline, in a list, in a quote and in any case", (tag) => {
    const markdown = [
      "Avant la balise.",
      `<${tag}>`,
      "Après **en gras**.",
      `- un point <${tag.toUpperCase()} class="x"> suite du point`,
      `> une citation <${tag}/> suite de la citation`,
      "## Dernier titre",
      "La toute fin.",
    ].join("\n\n");
    const html = renderArticleHtml(markdown);
    expect(html).toContain("<p>Avant la balise.</p>");
    expect(html).toContain("<p>Après <strong>en gras</strong>.</p>");
    expect(html).toMatch(/<li>un point\s+suite du point<\/li>/);
    expect(html).toMatch(/<p>une citation\s+suite de la citation<\/p>/);
    expect(html).toContain("<h2>Dernier titre</h2>");
    expect(html).toContain("<p>La toute fin.</p>");
    expect(html).not.toContain("&lt;");
    expectSafe(html);
  });

  it("still drops the code of a closed script or style, and keeps what follows", () => {
    const html = renderArticleHtml(
      "<script>\nwindow.code = 1;\n</script>\n\nEntre les deux.\n\n<style>\n.code { color: red }\n</style>\n\nFin <script>window.code = 2</script> ici. <style>.x{}</style> Puis <script> le reste.",
    );
    expect(html).not.toContain("code");
    expect(html).toContain("<p>Entre les deux.</p>");
    expect(html).toMatch(/<p>Fin\s+ici\.\s+Puis\s+le reste\.<\/p>/);
  });

  it("shows an unclosed comment's opening as text and keeps what follows; a closed comment is dropped", () => {
    const html = renderArticleHtml("Avant.\n\n<!-- note de travail\n\nAprès **en gras**.\n\nLa toute fin.");
    expect(visibleText(html)).toContain("note de travail");
    expect(visibleText(html)).toContain("La toute fin.");
    expect(html).toContain("&lt;!--");
    expectSafe(html);
    expect(renderArticleHtml("Un <!-- caché --> texte, <!--> et <!---> vides.")).toBe("<p>Un  texte,  et  vides.</p>\n");
    expect(visibleText(renderArticleHtml("<!-- bloc\nmal fermé --!>\n\nSuite."))).toContain("Suite.");
  });

  // CommonMark ends an HTML block opened by '<![CDATA[', '<!X', '<?' or '</div' only at its own end: what follows
  // it is that block's raw text, shown as written; after a tag, the block ends at the blank line and markdown resumes.
  it.each([
    ["an unclosed CDATA section", "<![CDATA[ donnée brute", false],
    ["an unclosed CDATA section, inline", "Texte <![CDATA[ donnée brute", true],
    ["an unclosed double-quoted attribute", '<div title="', true],
    ["an unclosed single-quoted attribute", "<div title='", true],
    ["an unclosed attribute, inline after a closed tag", 'Un <em>mot</em> puis <span title="', true],
    ["an unclosed tag", "<div class=x", true],
    ["an unclosed closing tag", "</div", false],
    ["an unclosed declaration", "<!DOCTYPE html", false],
    ["an unclosed processing instruction", "<?php echo 1", false],
  ])("%s shows as text and never hides the paragraphs after it", (_what, opening, markdownResumes) => {
    const html = renderArticleHtml(`Avant.\n\n${opening}\n\nAprès **en gras**.\n\n## Dernier titre\n\nLa toute fin.`);
    expect(html).toContain("<p>Avant.</p>");
    const text = visibleText(html).replace(/\s+/g, " ");
    for (const words of ["Après", "en gras", "Dernier titre", "La toute fin."]) expect(text, html).toContain(words);
    if (markdownResumes) {
      expect(html).toContain("<p>Après <strong>en gras</strong>.</p>");
      expect(html).toContain("<h2>Dernier titre</h2>");
    }
    expect(html).toContain("&lt;");
    expectSafe(html);
  });

  it("keeps what a quote left open held back, sanitised: its markup goes through the allow-list", () => {
    const html = renderArticleHtml(
      '<div title="\n\n<img src=x onerror="window.__xss=1"> Suite <script>window.__xss=2</script> et <a href="javascript:alert(1)">lien</a>.\n\nFin.',
    );
    expect(visibleText(html)).toMatch(/Suite\s+et\s+lien\s*\./);
    expect(html).toContain("Fin.");
    expectSafe(html);
  });

  it("an attribute quote left open in one block is never closed by a quote of a later one (a link's href)", () => {
    const html = renderArticleHtml(
      "Avant.\n\n<div title=\"\n\nIl a dit « bonjour » hier.\n\nVoir [le site](https://e.fr) et ![photo](https://e.fr/p.jpg) ici.\n\n<p class='note\n\nLa toute fin.",
    );
    expect(html).toContain("<p>Il a dit « bonjour » hier.</p>");
    expect(html).toMatch(
      /<p>Voir <a href="https:\/\/e\.fr"[^>]*>le site<\/a> et <img src="https:\/\/e\.fr\/p\.jpg"[^>]*\/?> ici\.<\/p>/,
    );
    expect(html).toContain("<p>La toute fin.</p>");
    expectSafe(html);
  });

  it("stays quick and keeps the text after thousands of nested openings left unfinished", () => {
    for (const opening of ['<div title="', "<![CDATA[", "<div title='<p class=\"", "<span "]) {
      const started = performance.now();
      const html = renderArticleHtml(`${opening.repeat(3000)}\n\nLa toute fin.`);
      expect(visibleText(html)).toContain("La toute fin.");
      expect(performance.now() - started, opening).toBeLessThan(5000);
      expectSafe(html);
    }
  });

  it("still drops a closed CDATA section, as a browser does", () => {
    expect(renderArticleHtml("Avant <![CDATA[ caché ]]> après.")).toBe("<p>Avant  après.</p>\n");
  });

  it("keeps every word after any mix of openings left unfinished", () => {
    const WORD = "\u0000word";
    const unfinished = fc.constantFrom(
      "<![CDATA[",
      "<![CDATA[ x ]]",
      '<div title="',
      "<div title='",
      "<p class=",
      "<span",
      "</div",
      "<!DOCTYPE",
      "<?x",
      "<!x",
      '<a href="',
      "<img src='x",
    );
    const piece = fc.oneof(
      { arbitrary: fc.constant(WORD), weight: 4 },
      { arbitrary: unfinished, weight: 2 },
      { arbitrary: fc.constantFrom("\n\n", "\n", "> ", "- ", "**", '"', "'", ">", "]]>"), weight: 2 },
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 24 }), (parts) => {
        const words: string[] = [];
        const source = parts.map((p, i) => (p === WORD ? (words.push(`mot${i}x`), `mot${i}x`) : p)).join(" ");
        const html = renderArticleHtml(source);
        const text = visibleText(html);
        // a word inside a tag, an attribute or a CDATA section that is closed later is rightly not text: only the words after the last '<', '>' or quote count
        for (const word of words.filter(
          (w) => source.indexOf(w) > Math.max(...["<", ">", '"', "'"].map((c) => source.lastIndexOf(c))),
        )) {
          expect(text, `${word} in ${JSON.stringify(source)} → ${html}`).toContain(word);
        }
        expectSafe(html);
      }),
      { numRuns: 500 },
    );
  });

  it("shows the text of tags that only hid it (their tags go)", () => {
    expect(renderArticleHtml("<select><option>Zinc</option><option>Ardoise</option></select>")).toBe("<p>ZincArdoise</p>\n");
    expect(renderArticleHtml("Un <textarea>champ</textarea> et un <svg><text>dessin</text></svg>.")).toBe(
      "<p>Un champ et un dessin.</p>\n",
    );
    expect(renderArticleHtml("<noscript>Sans script</noscript>")).toBe("<p>Sans script</p>\n");
  });

  it("keeps every word written around any mix of open and closing tags", () => {
    const WORD = "\u0000word";
    const opening = fc
      .tuple(fc.constantFrom(...SWALLOWING_TAGS), fc.constantFrom("", ' class="x"', " rows=2", "/"), fc.boolean())
      .map(([tag, attributes, upper]) => `<${upper ? tag.toUpperCase() : tag}${attributes}>`);
    // A closed script or style drops its content on purpose: only the other tags are closed here.
    const closing = fc.constantFrom(...SWALLOWING_TAGS.filter((t) => t !== "script" && t !== "style")).map((tag) => `</${tag}>`);
    const markdown = fc.constantFrom("\n\n", "\n", "# ", "> ", "- ", "1. ", "**", "*", "_", "~~", "|", "---");
    const part = fc.oneof(
      { arbitrary: fc.constant(WORD), weight: 4 },
      { arbitrary: opening, weight: 2 },
      { arbitrary: closing, weight: 1 },
      { arbitrary: markdown, weight: 2 },
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 30 }), (parts) => {
        const words: string[] = [];
        const source = parts.map((p, i) => (p === WORD ? (words.push(`mot${i}x`), `mot${i}x`) : p)).join(" ");
        const html = renderArticleHtml(source);
        const text = visibleText(html);
        for (const word of words) expect(text, `${word} in ${JSON.stringify(source)} → ${html}`).toContain(word);
        expect(html, JSON.stringify(source)).not.toContain("&lt;");
        expectSafe(html);
      }),
      { numRuns: 500 },
    );
  });
});
