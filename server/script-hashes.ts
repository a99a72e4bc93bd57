import { createHash } from "node:crypto";

export interface HashedPage {
  /** the document without its nonce: the same bytes for every visitor */
  body: string;
  /** CSP sources ('sha256-…') of the scripts the page rendered with the nonce, in document order */
  scriptHashes: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A page kept in the cache is the same bytes for every visitor (and for a CDN
 * in front), so it cannot carry a per-request nonce. It was rendered with this
 * request's nonce, still secret (nothing has been sent): the inline scripts
 * that carry it are the page's own, and their hashes take the nonce's place in
 * the Content-Security-Policy. A script without it (markup slipped into some
 * content) is not listed and stays blocked, as it was under the nonce.
 *
 * Returns null when a script with the nonce loads a file (`src`): no hash can
 * stand for it, so such a page keeps its nonce and is not shared.
 */
export function replaceNonceWithHashes(html: string, nonce: string): HashedPage | null {
  if (!nonce) return null;
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (!attributes!.includes(attribute)) continue;
    if (/\ssrc=/.test(attributes!)) return null;
    hashes.add(`'sha256-${createHash("sha256").update(content!).digest("base64")}'`);
  }
  return { body: html.replaceAll(attribute, ""), scriptHashes: [...hashes] };
}
