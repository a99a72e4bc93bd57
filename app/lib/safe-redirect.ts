/**
 * The one check every user-supplied redirect target goes through. Pure:
 * shared by the server and the browser.
 */

/** Longer targets are not ours (our paths and fragments are short). */
export const REDIRECT_PATH_MAX_LENGTH = 200;

/** Stands for the site's origin: only the path matters, and the check must not depend on configuration. */
const SITE_ORIGIN = "http://site.invalid";

/** C0 controls, DEL and backslashes: the URL parser drops or rewrites them, so a target holding one is refused as a whole. */
const AMBIGUOUS_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * A same-site path ('/contact', '/#contact', '/devis-gratuit?x=1#form') to
 * send the visitor to, or `fallback` for anything else.
 *
 * The target is normalised first (resolved against the site's origin, as a
 * browser would: dot segments, '%2e', tabs and backslashes), then it must
 * still be on the site's origin, and what is returned is the normalised
 * pathname + search + hash. A normalised path that starts with '//' is
 * refused: in a Location header a browser would read it as another host
 * ('/.//evil.example' normalises to '//evil.example').
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > REDIRECT_PATH_MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || AMBIGUOUS_CHARACTERS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return fallback;
  // The answer must itself be a same-site path that stays what it is when read again.
  const reread = new URL(path, SITE_ORIGIN);
  if (reread.origin !== SITE_ORIGIN || reread.href !== url.href) return fallback;
  return path;
}
