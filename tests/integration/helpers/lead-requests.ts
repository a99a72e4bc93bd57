/**
 * The lead endpoints as a browser reaches them: form A and B as a visitor fills
 * them in, the post (url-encoded, or multipart with photos), and the call of a
 * route's real action as React Router makes it, from a visitor's address.
 */
import { TEST_SITE_URL } from "./database";

/** Where the forms are posted from: the site itself (a same-origin post). */
export const ORIGIN = TEST_SITE_URL;

/** Form A (contact), filled in. */
export const CONTACT_FIELDS = {
  prenom: "Jean",
  nom: "Dupont",
  telephone: "06 12 34 56 78",
  email: "jean.dupont@example.fr",
  ville: "Lyon",
  projet: "gouttieres",
  description: "Fuite dans la gouttière.",
};

/** Form B (quote), its required fields only. */
export const QUOTE_FIELDS = {
  firstName: "Marie",
  lastName: "Martin",
  email: "marie@example.fr",
  phone: "0472000000",
  address: "12 rue des Tuiles, 69001 Lyon",
  projectType: "",
  surface: "",
  description: "",
};

interface PostOptions {
  /** answered as JSON, as the form's script asks; otherwise as a browser without JavaScript (a redirect) */
  json?: boolean;
  userAgent?: string;
}

function headersOf({ json = false, userAgent = "Mozilla/5.0 (vitest)" }: PostOptions): Record<string, string> {
  return { origin: ORIGIN, "user-agent": userAgent, accept: json ? "application/json" : "text/html" };
}

/** A form posted url-encoded. */
export function formPost(path: string, fields: Record<string, string>, options: PostOptions = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headersOf(options) },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface Photo {
  name: string;
  bytes: Buffer;
  /** the declared type; JPEG when absent */
  type?: string;
}

/** A form posted with its photos (multipart/form-data). */
export function multipartPost(path: string, fields: Record<string, string>, photos: Photo[], options: PostOptions = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const p of photos) body.append("photos", new File([new Uint8Array(p.bytes)], p.name, { type: p.type ?? "image/jpeg" }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: headersOf(options), body });
}

/**
 * Visitors at `${prefix}.1`, `.2`…: `freshIp()` is one the rate limits have not
 * seen yet, and `call` runs a route's real action as React Router does, with
 * the client address Express puts in the context (a fresh one by default).
 */
export function visitorsFrom(prefix: string) {
  let count = 0;
  const freshIp = () => `${prefix}.${++count}`;
  const call = (actionFn: (args: never) => Promise<Response>, request: Request, clientIp = freshIp()): Promise<Response> =>
    actionFn({ request, context: { cspNonce: "", clientIp }, params: {} } as never);
  return { freshIp, call };
}
