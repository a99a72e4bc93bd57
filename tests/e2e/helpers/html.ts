import { parseHTML } from "linkedom";

/** A page as the server sends it, parsed: what a search engine or a browser without scripts reads. */
export interface ServedPage {
  status: number;
  headers: Headers;
  html: string;
  document: Document;
}

/**
 * Fetches a page and parses its HTML without a browser: for checks of texts, headings, meta tags,
 * JSON-LD and links, where Chromium adds nothing but seconds. Redirects are not followed unless asked.
 */
export async function fetchPage(url: string, init: RequestInit = {}): Promise<ServedPage> {
  const response = await fetch(url, { redirect: "manual", ...init });
  const html = await response.text();
  const { document } = parseHTML(html);
  return { status: response.status, headers: response.headers, html, document: document as unknown as Document };
}

/** The visible text of an element, whitespace collapsed as a reader sees it. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The parsed JSON-LD blocks of a page. */
export function jsonLdOf(document: Document): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "null"));
}
