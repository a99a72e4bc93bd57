/**
 * One spelling per address of the site (docs/product.md#redirects), so that
 * two spellings of the same page compare equal ('/a', '/a/', '/./a',
 * '/x/../a', '/%61', '/a?x=1', '/a#x') and what is stored can be sent in a
 * Location header as it is (a header holds Latin-1 only: '/页面' in one
 * fails the response).
 */

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** What a path segment may hold as is (RFC 3986 pchar, '%' apart), and the '/' between segments. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/;
/** A query or a fragment may hold '?' as well. */
const QUERY_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

const encoder = new TextEncoder();

function percentByte(byte: number): string {
  return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
}

/**
 * Percent-encoding with one spelling: escapes in upper case, an escaped
 * unreserved character written plainly, every other character outside
 * `allowed` encoded as its UTF-8 bytes, and a '%' that starts no escape
 * encoded itself.
 */
function normalisePercentEncoding(text: string, allowed: RegExp): string {
  let out = "";
  for (let i = 0; i < text.length;) {
    const escape = /^%[0-9A-Fa-f]{2}/.exec(text.slice(i, i + 3));
    if (escape) {
      const byte = Number.parseInt(text.slice(i + 1, i + 3), 16);
      const char = String.fromCharCode(byte);
      out += UNRESERVED.test(char) ? char : percentByte(byte);
      i += 3;
      continue;
    }
    const codePoint = text.codePointAt(i)!;
    const char = String.fromCodePoint(codePoint);
    out += allowed.test(char) ? char : Array.from(encoder.encode(char), percentByte).join("");
    i += char.length;
  }
  return out;
}

/** RFC 3986 §5.2.4 on an absolute path: '.' and '..' segments resolved, never above the root. */
function withoutDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split("/").slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === ".." || segment === ".") {
      if (segment === "..") kept.pop();
      // '/a/.' and '/a/b/..' name the folder '/a/'
      if (last) kept.push("");
    } else {
      kept.push(segment);
    }
  });
  return `/${kept.join("/")}`;
}

interface AddressParts {
  path: string;
  /** with its '?', or '' */
  query: string;
  /** with its '#', or '' */
  fragment: string;
}

function split(address: string): AddressParts {
  const hash = address.indexOf("#");
  const beforeHash = hash < 0 ? address : address.slice(0, hash);
  const fragment = hash < 0 ? "" : address.slice(hash);
  const question = beforeHash.indexOf("?");
  return question < 0
    ? { path: beforeHash, query: "", fragment }
    : { path: beforeHash.slice(0, question), query: beforeHash.slice(question), fragment };
}

function normalisePath(path: string): string {
  return withoutDotSegments(normalisePercentEncoding(path, PATH_CHARACTERS));
}

/**
 * An address of the site ('/…', with its query and fragment if any) in its
 * one spelling: percent-encoding normalised (so ASCII only), dot segments
 * resolved. A final slash is kept: pages answer with or without it.
 */
export function normaliseSiteAddress(address: string): string {
  const { path, query, fragment } = split(address);
  const encodeRest = (part: string) => (part ? part[0] + normalisePercentEncoding(part.slice(1), QUERY_CHARACTERS) : "");
  return normalisePath(path) + encodeRest(query) + encodeRest(fragment);
}

/**
 * The page an address leads to, as redirects are compared and looked up:
 * its normalised path, without query, fragment or final slash (a page
 * answers the same with or without it).
 */
export function pageKey(address: string): string {
  const path = normalisePath(split(address).path);
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
