import { describe, expect, it } from "vitest";
import { renderRss, xmlText } from "./rss";

const channel = { origin: "https://www.az-toiture.fr", siteName: "AZ Toiture", description: "Conseils & actualités" };

describe("renderRss", () => {
  it("is an RSS 2.0 channel with one item per article, links absolute and dates in RFC 822", () => {
    const xml = renderRss(channel, [
      {
        title: "Gouttières & chéneaux",
        slug: "gouttieres",
        excerpt: "Entretien <avant> l'hiver",
        category: "Zinguerie",
        created_at: "2026-11-21T08:00:00.000Z",
      },
      {
        title: "Étanchéité",
        slug: "etancheite",
        excerpt: "EPDM",
        category: "Étanchéité",
        created_at: "2026-11-20T08:00:00.000Z",
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>AZ Toiture - Blog</title>");
    expect(xml).toContain("<link>https://www.az-toiture.fr/blog</link>");
    expect(xml).toContain("<description>Conseils &amp; actualités</description>");
    expect(xml).toContain('<atom:link href="https://www.az-toiture.fr/blog/rss.xml" rel="self" type="application/rss+xml" />');
    expect(xml).toContain("<lastBuildDate>Sat, 21 Nov 2026 08:00:00 GMT</lastBuildDate>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain("<title>Gouttières &amp; chéneaux</title>");
    expect(xml).toContain('<guid isPermaLink="true">https://www.az-toiture.fr/blog/gouttieres</guid>');
    expect(xml).toContain("<pubDate>Sat, 21 Nov 2026 08:00:00 GMT</pubDate>");
    expect(xml).toContain("<description>Entretien &lt;avant&gt; l&apos;hiver</description>");
  });

  it("is valid with no article", () => {
    const xml = renderRss(channel, []);
    expect(xml).not.toContain("<item>");
    expect(xml).toContain("</channel>\n</rss>");
  });
});

describe("xmlText", () => {
  it("escapes markup and drops characters XML forbids", () => {
    expect(xmlText(`<script>"a" & 'b'</script>`)).toBe("&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;");
    expect(xmlText("a\u0000b\u0008c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(xmlText("tab\tnl\ncr\r😀")).toBe("tab\tnl\ncr\r😀");
  });
});
