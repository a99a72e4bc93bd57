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
  "script", "style", "iframe", "object", "embed", "form", "button", "svg", "math", "meta", "base", "link",
  "body", "html", "title", "textarea", "select", "option", "template", "noscript", "video", "audio", "source", "animate",
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
    expect(html).toContain('<a href="https://exemple.fr/page" title="Titre" target="_blank" rel="noopener noreferrer">externe</a>');
    expect(html).toContain('<a href="/services/zinguerie">interne</a>');
    expect(html).toContain(`<a href="${SITE}/blog/x">absolu</a>`);
    expect(html).toContain('<a href="#plan">ancre</a>');
    expect(html).toContain('<a href="mailto:contact@exemple.fr">mail</a>');
    expect(html).toContain('<a href="https://auto.exemple.fr" target="_blank" rel="noopener noreferrer">');
  });

  it("replaces an author's own target/rel on links", () => {
    const html = sanitizeArticleHtml('<a href="/contact" target="_top" rel="opener">x</a><a href="https://e.fr" rel="opener">y</a>', {
      siteOrigin: SITE,
    });
    expect(html).toBe('<a href="/contact">x</a><a href="https://e.fr" target="_blank" rel="noopener noreferrer">y</a>');
  });

  it("lazy-loads images and keeps their alt text; drops images with a refused URL", () => {
    const html = renderArticleHtml('![Chéneau en zinc](https://exemple.fr/a.jpg "Lyon") ![x](data:image/png;base64,AAA) ![y](//evil.fr/a.png)');
    expect(html).toContain('<img src="https://exemple.fr/a.jpg" alt="Chéneau en zinc" title="Lyon" loading="lazy" decoding="async" />');
    expect(html).not.toContain("data:");
    expect(html).not.toContain("evil.fr");
    expect((html.match(/<img/g) ?? []).length).toBe(1);
    expect(renderArticleHtml("![](/media/123-abc.jpg)")).toContain('<img src="/media/123-abc.jpg" alt="" loading="lazy" decoding="async" />');
  });

  it("keeps harmless inline HTML (details, sup, mark) and escapes text", () => {
    expect(renderArticleHtml("<details><summary>Plus</summary>Texte</details>")).toContain("<details><summary>Plus</summary>Texte</details>");
    expect(renderArticleHtml("m<sup>2</sup> et <mark>important</mark>")).toContain("m<sup>2</sup> et <mark>important</mark>");
    expect(renderArticleHtml("2 < 3 & 5 > 4")).toBe("<p>2 &lt; 3 &amp; 5 &gt; 4</p>\n");
  });
});

describe("renderArticleHtml: sanitising corpus", () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))("neutralises %s", (payload) => {
    for (const markdown of [payload, `Texte avant\n\n${payload}\n\nTexte après`, `- ${payload}`, `> ${payload}`, `| a |\n|---|\n| ${payload} |`]) {
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
