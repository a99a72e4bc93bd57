/** The blog's RSS 2.0 feed (the newest published articles), pure. */

export interface FeedItem {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  created_at: string;
}

export interface FeedChannel {
  /** canonical origin, no trailing slash */
  origin: string;
  siteName: string;
  description: string;
}

/** Characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF). */
const XML_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(XML_FORBIDDEN, "")
    .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** RFC 822 date as RSS wants it ('Thu, 21 Nov 2026 08:00:00 GMT'). */
function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export function renderRss(channel: FeedChannel, items: readonly FeedItem[]): string {
  const blogUrl = `${channel.origin}/blog`;
  const lastBuild = items[0] ? rfc822(items[0].created_at) : new Date(0).toUTCString();
  const entries = items
    .map((item) => {
      const link = `${channel.origin}/blog/${item.slug}`;
      return [
        "    <item>",
        `      <title>${xmlText(item.title)}</title>`,
        `      <link>${xmlText(link)}</link>`,
        `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
        `      <pubDate>${rfc822(item.created_at)}</pubDate>`,
        `      <category>${xmlText(item.category)}</category>`,
        `      <description>${xmlText(item.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlText(`${channel.siteName} - Blog`)}</title>`,
    `    <link>${xmlText(blogUrl)}</link>`,
    `    <description>${xmlText(channel.description)}</description>`,
    "    <language>fr-FR</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${xmlText(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
    ...(entries ? [entries] : []),
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
