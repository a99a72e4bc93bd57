/**
 * Request checks on the WHATWG Request, pure (no I/O): usable in any loader,
 * action or resource route, and in tests without a server.
 */

export interface SameOriginOptions {
  /** Extra accepted origin(s), e.g. the configured public URL 'https://www.example.fr'. */
  allowedOrigin?: string | readonly string[] | null;
  /** Read the request's own origin from X-Forwarded-Proto / X-Forwarded-Host (only behind a proxy that sets them). */
  trustProxy?: boolean;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** True for every method but GET, HEAD and OPTIONS (POST, PUT, PATCH, DELETE and unknown ones). */
export function isStateChangingMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The http(s) origin of a URL ('https://example.fr:8443'), or null ('null', other schemes, garbage). */
export function originOf(value: string | null | undefined): string | null {
  if (!value || value.trim() === "null") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

function firstListValue(value: string | null): string | null {
  return value?.split(",")[0]?.trim() || null;
}

/** A Host header value: a name, IPv4 or bracketed IPv6, with an optional port; nothing else. */
export const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/**
 * The origin the request was sent to: the Host header with the request URL's
 * scheme, or with `trustProxy` the first X-Forwarded-Proto / X-Forwarded-Host
 * values when present. Null when the host is malformed.
 */
export function requestOrigin(request: Request, options: Pick<SameOriginOptions, "trustProxy"> = {}): string | null {
  const url = new URL(request.url);
  let scheme = url.protocol.replace(/:$/, "");
  let host = request.headers.get("host")?.trim() || url.host;
  if (options.trustProxy) {
    const forwardedProto = firstListValue(request.headers.get("x-forwarded-proto"))?.toLowerCase();
    const forwardedHost = firstListValue(request.headers.get("x-forwarded-host"));
    if (forwardedProto === "http" || forwardedProto === "https") scheme = forwardedProto;
    if (forwardedHost) host = forwardedHost;
  }
  return HOST_PATTERN.test(host) ? originOf(`${scheme}://${host}`) : null;
}

function normaliseOptions(allowedOriginOrOptions: string | SameOriginOptions | null | undefined): SameOriginOptions {
  if (typeof allowedOriginOrOptions === "string") return { allowedOrigin: allowedOriginOrOptions };
  return allowedOriginOrOptions ?? {};
}

/**
 * CSRF check for a request. GET, HEAD and OPTIONS always pass. Any other
 * method passes only when its Origin header (or, when Origin is absent, its
 * Referer's origin) equals the request's own origin (see requestOrigin) or an
 * allowed origin. No Origin and no Referer, an opaque 'null' Origin, or a
 * non-http(s) one: refused.
 *
 * `isSameOrigin(request)`, `isSameOrigin(request, env.PUBLIC_URL)` or
 * `isSameOrigin(request, { allowedOrigin, trustProxy: true })`.
 */
export function isSameOrigin(request: Request, allowedOriginOrOptions?: string | SameOriginOptions | null): boolean {
  if (!isStateChangingMethod(request.method)) return true;
  const options = normaliseOptions(allowedOriginOrOptions);
  const originHeader = request.headers.get("origin");
  const claimed = originHeader !== null ? originOf(originHeader) : originOf(request.headers.get("referer"));
  if (!claimed) return false;
  const allowed = [options.allowedOrigin ?? []].flat().map(originOf);
  const accepted = new Set([requestOrigin(request, options), ...allowed].filter((o): o is string => o !== null));
  return accepted.has(claimed);
}
