/**
 * What a browser's Push API subscription must look like before it is stored
 * (docs/product.md#admin-push). Pure: the page's script encodes the server's
 * key with it, the action checks what the page posts with it.
 */
import { PUSH_MESSAGES } from "./messages";

/** Real endpoints are a few hundred characters (FCM, Mozilla, Apple, Windows). */
export const ENDPOINT_MAX_LENGTH = 1024;
/** A P-256 public key, uncompressed (0x04, x, y), as the Push API gives `p256dh`. */
export const P256DH_BYTES = 65;
/** The subscription's authentication secret. */
export const AUTH_SECRET_BYTES = 16;
/** base64url of the longest field above, with room for padding. */
const KEY_FIELD_MAX_LENGTH = 100;

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type ParsedSubscription = { ok: true; subscription: PushSubscriptionInput } | { ok: false; message: string };

/** base64url (padding optional) to bytes; null for anything else. */
export function base64UrlToBytes(value: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(value)) return null;
  const base64 = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * The push services browsers subscribe with (docs/product.md#admin-push):
 * Chrome, Edge on Android, Opera, Samsung Internet (Google's FCM), Firefox
 * (Mozilla), Edge on Windows (Microsoft's WNS), Safari (Apple). A host is one
 * of them exactly, or a name under one of the domains (a dot before it).
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "web.push.apple.com"];
const PUSH_SERVICE_DOMAINS = ["push.services.mozilla.com", "notify.windows.com", "push.apple.com"];

function isPushServiceHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(`.${domain}`));
}

/**
 * Only a known push service, over https on its usual port: the server posts
 * to the endpoint, so it must not be a way to reach this machine or the
 * local network, whatever the spelling ('localhost.', '127.0.0.1.nip.io',
 * 'localhost.localdomain', a name that resolves to a private address).
 */
export function isAcceptableEndpoint(endpoint: string): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  return isPushServiceHost(url.hostname);
}

/**
 * A short fingerprint of an endpoint (16 hex characters of its SHA-256): lets the page tell which
 * listed device is the one it runs on without the server handing the endpoints out. The same
 * function on both sides (Web Crypto, in browsers and Node).
 */
export async function endpointTag(endpoint: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  return Array.from(new Uint8Array(digest).subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Checks what the page posted: an https endpoint and keys of the right size. */
export function parsePushSubscription(fields: { endpoint: unknown; p256dh: unknown; auth: unknown }): ParsedSubscription {
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const endpoint = text(fields.endpoint);
  const p256dh = text(fields.p256dh);
  const auth = text(fields.auth);
  if (endpoint.length > ENDPOINT_MAX_LENGTH || p256dh.length > KEY_FIELD_MAX_LENGTH || auth.length > KEY_FIELD_MAX_LENGTH) {
    return { ok: false, message: PUSH_MESSAGES.tooLong };
  }
  if (!isAcceptableEndpoint(endpoint)) return { ok: false, message: PUSH_MESSAGES.invalidEndpoint };
  const key = base64UrlToBytes(p256dh);
  const secret = base64UrlToBytes(auth);
  if (!key || key.length !== P256DH_BYTES || key[0] !== 0x04 || !secret || secret.length !== AUTH_SECRET_BYTES) {
    return { ok: false, message: PUSH_MESSAGES.invalidKeys };
  }
  return { ok: true, subscription: { endpoint, p256dh, auth } };
}
