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
import { createHmac, timingSafeEqual } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { getEnv } from "~/config/env.server";
import type { LeadFormState } from "./form-state";

/** Named so that lib/cache-policy treats a page carrying it as personal (never served from the HTML cache). */
export const FORM_STATE_COOKIE = "lead-form";
export const FORM_STATE_MAX_AGE_S = 120;
const CHUNK_SIZE = 3800;
// 3 × 3.8 KB stays well under Node's 16 KB limit for all request headers
const MAX_CHUNKS = 3;

function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(`lead-form:${value}`).digest("base64url");
}

function cookieAttributes(maxAge: number): string {
  const secure = getEnv().SITE_URL.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function encode(state: LeadFormState, secret: string): string {
  const body = deflateRawSync(Buffer.from(JSON.stringify(state), "utf8")).toString("base64url");
  return `${body}.${sign(body, secret)}`;
}

/** Shortens the longest entry until the state fits MAX_CHUNKS cookies (only absurd inputs ever get here). */
function fit(state: LeadFormState, secret: string): string {
  let current = state;
  let encoded = encode(current, secret);
  while (encoded.length > CHUNK_SIZE * MAX_CHUNKS && current.values) {
    const [longest] = Object.entries(current.values).sort((a, b) => b[1].length - a[1].length);
    if (!longest || longest[1].length === 0) break;
    current = { ...current, values: { ...current.values, [longest[0]]: longest[1].slice(0, Math.floor(longest[1].length / 2)) } };
    encoded = encode(current, secret);
  }
  return encoded;
}

/** Set-Cookie values carrying the state (to append to the redirect). */
export function formStateCookies(state: LeadFormState): string[] {
  const encoded = fit(state, getEnv().AUTH_SECRET);
  const chunks: string[] = [];
  for (let i = 0; i < encoded.length; i += CHUNK_SIZE) chunks.push(encoded.slice(i, i + CHUNK_SIZE));
  const attributes = cookieAttributes(FORM_STATE_MAX_AGE_S);
  const cookies = chunks.map((chunk, i) => `${FORM_STATE_COOKIE}${i}=${i === 0 ? `${chunks.length}~` : ""}${chunk}; ${attributes}`);
  // clear chunks a previous, longer state may have left
  for (let i = chunks.length; i < MAX_CHUNKS; i++) cookies.push(`${FORM_STATE_COOKIE}${i}=; ${cookieAttributes(0)}`);
  return cookies;
}

function parseCookieHeader(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    map.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return map;
}

function isState(value: unknown): value is LeadFormState {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    (v.form === "contact" || v.form === "quote") &&
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
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const first = cookies.get(`${FORM_STATE_COOKIE}0`);
  if (!first) return { leadForm: null, headers };
  for (let i = 0; i < MAX_CHUNKS; i++) {
    if (cookies.has(`${FORM_STATE_COOKIE}${i}`)) headers.append("Set-Cookie", `${FORM_STATE_COOKIE}${i}=; ${cookieAttributes(0)}`);
  }
  const match = /^(\d)~(.*)$/.exec(first);
  if (!match) return { leadForm: null, headers };
  const count = Number(match[1]);
  if (count < 1 || count > MAX_CHUNKS) return { leadForm: null, headers };
  let encoded = match[2];
  for (let i = 1; i < count; i++) encoded += cookies.get(`${FORM_STATE_COOKIE}${i}`) ?? "";
  const dot = encoded.lastIndexOf(".");
  if (dot < 0) return { leadForm: null, headers };
  const body = encoded.slice(0, dot);
  const signature = Buffer.from(encoded.slice(dot + 1));
  const expected = Buffer.from(sign(body, getEnv().AUTH_SECRET));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return { leadForm: null, headers };
  try {
    const state: unknown = JSON.parse(inflateRawSync(Buffer.from(body, "base64url"), { maxOutputLength: 256 * 1024 }).toString("utf8"));
    return { leadForm: isState(state) ? state : null, headers };
  } catch {
    return { leadForm: null, headers };
  }
}
