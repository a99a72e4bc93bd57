/**
 * Articles whose markdown once broke their own page: deep nesting (the
 * renderer overflowed the stack: 500 for every visitor and in the preview)
 * and unclosed raw HTML tags, attribute quotes or CDATA sections (everything
 * after them vanished). Published
 * through the real write form, or written straight into the database as an
 * article stored before the renderer was bounded; read over HTTP on the
 * public page and through the editor's preview endpoint.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARTICLE_FIELDS, SAVE_INTENTS } from "~/features/articles/form-data";
import { runSql, signedInAdmin, type SignedInAdmin } from "./helpers/admin";
import { openServerDatabase } from "./helpers/server-db";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
let admin: SignedInAdmin;

beforeAll(async () => {
  server = await startServer();
  admin = await signedInAdmin(server, "redaction@az-toiture.test", "Rédaction");
});
afterAll(async () => {
  await server?.stop();
});

/** Saves and publishes through the write form as the browser posts it; answers the new article's public path. */
async function publish(title: string, content: string): Promise<string> {
  const res = await fetch(`${server.url}/dashboard-management-panel/write`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      [ARTICLE_FIELDS.title]: title,
      [ARTICLE_FIELDS.content]: content,
      [ARTICLE_FIELDS.intent]: SAVE_INTENTS.publish,
    }),
  });
  expect(res.status, await res.text()).toBe(302);
  const [row] = await runSql(server, "select slug, published from articles where title = ?", [title]);
  expect(row).toBeDefined();
  expect(Boolean(row!.published)).toBe(true);
  return `/blog/${String(row!.slug)}`;
}

async function publicPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}${path}`);
  return { status: res.status, html: await res.text() };
}

async function preview(title: string, content: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}/api/articles/preview`, {
    method: "POST",
    headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({ title, content }),
  });
  const body = (await res.json()) as { html?: string };
  return { status: res.status, html: body.html ?? "" };
}

function count(html: string, tag: string): number {
  return html.split(`<${tag}>`).length - 1;
}

describe("deeply nested markdown", () => {
  const nested: [string, string][] = [
    ["5 KB of '>'", `${">".repeat(5_000)} Le fond de la citation`],
    ["quotes separated by spaces", `${"> ".repeat(2_500)}Le fond de la citation`],
    ["lists on one line", `${"- ".repeat(2_500)}Le fond de la citation`],
    ["quotes and lists mixed", `${"> 1. ".repeat(1_000)}Le fond de la citation`],
    ["nested emphasis", `${"*a ".repeat(3_000)}Le fond de la citation${"*".repeat(3_000)}`],
  ];

  it.each(nested.map(([label, content], i) => [label, content, i] as const))(
    "%s: saved, published, its page and its preview answer 200 with the text",
    async (_label, content, i) => {
      const title = `Imbrication profonde ${i + 1}`;
      const path = await publish(title, content);
      const page = await publicPage(path);
      expect(page.status).toBe(200);
      expect(page.html).toContain("Le fond de la citation");
      expect(count(page.html, "blockquote")).toBeLessThanOrEqual(10);

      const shown = await preview(title, content);
      expect(shown.status).toBe(200);
      expect(shown.html).toContain("Le fond de la citation");
      expect(count(shown.html, "blockquote") + count(shown.html, "ol") + count(shown.html, "ul")).toBeLessThanOrEqual(10);
    },
  );

  it("an article stored before the limit (200 000 characters of '>' and of '- ') shows too", async () => {
    const database = openServerDatabase(server);
    const now = new Date().toISOString();
    try {
      await database.db
        .insertInto("articles")
        .values(
          [">", "- "].map((marker, i) => ({
            id: `ancien-${i}`,
            title: `Ancien article ${i}`,
            content: `${marker.repeat(Math.floor(199_000 / marker.length))} Toujours lisible ${i}`,
            excerpt: "Un article ancien.",
            category: "Conseils",
            image_url: null,
            keywords: JSON.stringify(["toiture"]),
            slug: `ancien-article-${i}`,
            author_id: admin.id,
            published: true,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    } finally {
      await database.close();
    }
    for (const i of [0, 1]) {
      const page = await publicPage(`/blog/ancien-article-${i}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`Toujours lisible ${i}`);
    }
  });
});

describe("unclosed raw HTML tags", () => {
  const tags = [
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

  it.each(tags)("an unclosed <%s> keeps the rest of the article on its page and in the preview", async (tag) => {
    const title = `Balise ouverte ${tag}`;
    const content = `Le début du texte.\n\n<${tag}>\n\nLa suite **en gras** après la balise.\n\n## Conclusion\n\nLa fin <${tag}> du texte.`;
    const path = await publish(title, content);
    for (const { status, html } of [await publicPage(path), await preview(title, content)]) {
      expect(status).toBe(200);
      expect(html).toContain("Le début du texte.");
      expect(html).toContain("La suite <strong>en gras</strong> après la balise.");
      expect(html).toContain("Conclusion</h2>");
      expect(html).toMatch(/La fin\s+du texte\./);
    }
  });

  it("an unclosed attribute quote or CDATA section shows as text and keeps the rest of the article, on its page and in the preview", async () => {
    const quote = `Le début du texte.\n\n<div title="\n\nLa suite **en gras**, voir [le devis](/contact).\n\n## Conclusion\n\nLa fin du texte.`;
    const quotePath = await publish("Guillemet ouvert", quote);
    for (const { status, html } of [await publicPage(quotePath), await preview("Guillemet ouvert", quote)]) {
      expect(status).toBe(200);
      expect(html).toMatch(/<p>Le début du texte\.<\/p>\s*&lt;div title=/);
      expect(html).toMatch(/La suite <strong>en gras<\/strong>, voir <a href="\/contact">le devis<\/a>\./);
      expect(html).toContain("Conclusion</h2>");
      expect(html).toContain("La fin du texte.");
    }
    // CommonMark reads the rest of the article after '<![CDATA[' as raw HTML: it shows as written
    const cdata = `Le début du texte.\n\n<![CDATA[ note\n\nLa suite **en gras** après la section.\n\nLa fin du texte.`;
    const cdataPath = await publish("Section CDATA ouverte", cdata);
    for (const { status, html } of [await publicPage(cdataPath), await preview("Section CDATA ouverte", cdata)]) {
      expect(status).toBe(200);
      // (the page's description holds the start of the content too: the article's own text follows its first paragraph)
      expect(html).toMatch(
        /<p>Le début du texte\.<\/p>\s*&lt;!\[CDATA\[ note\s+La suite \*\*en gras\*\* après la section\.\s+La fin du texte\./,
      );
    }
  });
});
