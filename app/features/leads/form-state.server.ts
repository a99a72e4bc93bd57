/**
 * The one-time state of a lead form after a plain POST (no JavaScript): the
 * submission endpoint redirects back to the page with it, the page's loader
 * reads it with `readLeadFormState(request)` and hands it to the form.
 *
 * It travels in a short-lived, signed (HMAC with AUTH_SECRET), compressed
 * cookie, split in chunks when the entries are long (a 5,000-character
 * description does not fit in one 4 KB cookie): the visitor's entries are
 * never dropped for being long.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { createCookie, type Cookie } from "react-router";
import { getEnv } from "~/config/env.server";
import type { LeadFormState } from "./form-state";

/** Named so that lib/cache-policy treats a page carrying it as personal (never served from the HTML cache). */
export const FORM_STATE_COOKIE = "lead-form";
export const FORM_STATE_MAX_AGE_S = 120;
/** Characters of the compressed state per cookie: signed and encoded by createCookie, a chunk stays under 4 KB. */
const CHUNK_SIZE = 2600;
// 3 cookies of under 4 KB stay well under Node's 16 KB limit for all request headers
const MAX_CHUNKS = 3;

/** The i-th cookie of the state, signed with AUTH_SECRET. */
function chunkCookie(index: number): Cookie {
  const env = getEnv();
  return createCookie(`${FORM_STATE_COOKIE}${index}`, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    secrets: [env.AUTH_SECRET],
    maxAge: FORM_STATE_MAX_AGE_S,
  });
}

function encode(state: LeadFormState): string {
  return deflateRawSync(Buffer.from(JSON.stringify(state), "utf8")).toString("base64url");
}

/** Shortens the longest entry until the state fits MAX_CHUNKS cookies (only absurd inputs ever get here). */
function fit(state: LeadFormState): string {
  let current = state;
  let encoded = encode(current);
  while (encoded.length > CHUNK_SIZE * MAX_CHUNKS && current.values) {
    const [longest] = Object.entries(current.values).sort((a, b) => b[1].length - a[1].length);
    if (!longest || longest[1].length === 0) break;
    current = { ...current, values: { ...current.values, [longest[0]]: longest[1].slice(0, Math.floor(longest[1].length / 2)) } };
    encoded = encode(current);
  }
  return encoded;
}

const clearCookie = (index: number) => chunkCookie(index).serialize("", { maxAge: 0 });

/**
 * Set-Cookie values carrying the state (to append to the redirect). The first
 * cookie's value starts with the number of cookies ('2~…'); each is signed.
 */
export async function formStateCookies(state: LeadFormState): Promise<string[]> {
  const encoded = fit(state);
  const chunks: string[] = [];
  for (let i = 0; i < encoded.length; i += CHUNK_SIZE) chunks.push(encoded.slice(i, i + CHUNK_SIZE));
  const cookies = await Promise.all(
    chunks.map((chunk, i) => chunkCookie(i).serialize(i === 0 ? `${chunks.length}~${chunk}` : chunk)),
  );
  // clear chunks a previous, longer state may have left
  for (let i = chunks.length; i < MAX_CHUNKS; i++) cookies.push(await clearCookie(i));
  return cookies;
}

function isState(value: unknown): value is LeadFormState {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    (v.form === "contact" || v.form === "quote" || v.form === "callback") &&
    (v.status === "success" || v.status === "invalid" || v.status === "error")
  );
}

/**
 * For a page's loader: the pending form state (or null) and the headers that
 * clear it (return them with the loader's data, so it shows once).
 *
 *   const { leadForm, headers } = await readLeadFormState(request);
 *   return data({ leadForm }, { headers });
 */
export async function readLeadFormState(request: Request): Promise<{ leadForm: LeadFormState | null; headers: Headers }> {
  const headers = new Headers();
  const header = request.headers.get("cookie");
  if (!header?.includes(`${FORM_STATE_COOKIE}0=`)) return { leadForm: null, headers };
  // a chunk's value when its signature holds, else null; every chunk sent is cleared, even a forged one
  const values = await Promise.all(
    Array.from({ length: MAX_CHUNKS }, async (_, i) => {
      if (!new RegExp(`(?:^|;)\\s*${FORM_STATE_COOKIE}${i}=`).test(header)) return null;
      headers.append("Set-Cookie", await clearCookie(i));
      const value: unknown = await chunkCookie(i).parse(header);
      return typeof value === "string" ? value : null;
    }),
  );
  const match = values[0] === null ? null : /^(\d)~(.*)$/.exec(values[0]);
  if (!match) return { leadForm: null, headers };
  const count = Number(match[1]);
  if (count < 1 || count > MAX_CHUNKS) return { leadForm: null, headers };
  let encoded = match[2];
  for (let i = 1; i < count; i++) {
    const chunk = values[i];
    if (chunk === null) return { leadForm: null, headers };
    encoded += chunk;
  }
  try {
    const state: unknown = JSON.parse(
      inflateRawSync(Buffer.from(encoded, "base64url"), { maxOutputLength: 256 * 1024 }).toString("utf8"),
    );
    return { leadForm: isState(state) ? state : null, headers };
  } catch {
    return { leadForm: null, headers };
  }
}
