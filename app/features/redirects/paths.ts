/**
 * What a redirect's addresses may be (docs/product.md#redirects): paths of this
 * site only, so that a redirect can never send a visitor elsewhere, and never
 * from the administration or the APIs.
 */

import { normaliseSiteAddress, pageKey } from "./normalise";
import { ADMIN_BASE_PATH, SIGN_IN_BASE_PATH } from "~/config/admin-paths";

/** Longer paths are neither logged as missing nor accepted in a redirect. */
export const MAX_PATH_LENGTH = 300;

/** Paths that belong to the administration, sign-in or APIs: never the source of a redirect, never logged. */
const PRIVATE_PREFIXES = [ADMIN_BASE_PATH, SIGN_IN_BASE_PATH, "/api/", "/administration"];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix));
}

export type RedirectField = "from" | "to";
export type RedirectFieldErrors = Partial<Record<RedirectField, string>>;

export const REDIRECT_MESSAGES = {
  required: "Indiquez une adresse du site, par exemple /ancienne-page.",
  leadingSlash: "L'adresse doit commencer par «\u00a0/\u00a0» (une adresse de ce site, sans https:// ni nom de domaine).",
  doubleSlash:
    "L'adresse ne peut pas contenir «\u00a0//\u00a0»\u00a0: indiquez seulement le chemin, par exemple /blog/mon-article.",
  invalidCharacters: "L'adresse contient des caractères non permis (espace, «\u00a0\\\u00a0» ou caractère invisible).",
  tooLong: `L'adresse est trop longue (${String(MAX_PATH_LENGTH)} caractères au plus).`,
  fromWithQuery: "L'adresse de départ ne peut pas contenir «\u00a0?\u00a0» ni «\u00a0#\u00a0».",
  fromHome: "La page d'accueil ne peut pas être redirigée.",
  fromPrivate: "Les adresses de l'administration et des API ne peuvent pas être redirigées.",
  same: "La nouvelle adresse mène à la même page que l'adresse de départ (ce qui suit «\u00a0?\u00a0» ou «\u00a0#\u00a0», les «\u00a0./\u00a0» et «\u00a0../\u00a0» ou une barre finale ne changent pas la page)\u00a0: la redirection tournerait en boucle.",
  taken: "Une redirection part déjà de cette adresse\u00a0: supprimez-la d'abord.",
  loop: (path: string) => `Cette redirection formerait une boucle\u00a0: ${path} mène déjà à l'adresse de départ.`,
  created: (from: string, to: string) => `Redirection ajoutée\u00a0: ${from} → ${to}`,
  deleted: (from: string) => `Redirection supprimée\u00a0: ${from}`,
  notFound: "Cette redirection n'existe plus.",
  unknownAction: "Action inconnue.",
} as const;

function pathError(path: string): string | null {
  if (!path) return REDIRECT_MESSAGES.required;
  if (path.length > MAX_PATH_LENGTH) return REDIRECT_MESSAGES.tooLong;
  if (!path.startsWith("/")) return REDIRECT_MESSAGES.leadingSlash;
  if (path.includes("//")) return REDIRECT_MESSAGES.doubleSlash;
  // a backslash reads as a slash in browsers ('/\evil.example' leaves the site)
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return REDIRECT_MESSAGES.invalidCharacters;
  return null;
}

export type RedirectCheck = { ok: true; from: string; to: string } | { ok: false; errors: RedirectFieldErrors };

/**
 * Checks the form's two paths on their own (loops through stored redirects
 * need them: redirects.server.ts). What passes is in its one spelling
 * (normalise.ts): the source as the page it names, the destination
 * percent-encoded with its query and fragment.
 */
export function checkRedirectPaths(rawFrom: string, rawTo: string): RedirectCheck {
  const typedFrom = rawFrom.trim();
  const typedTo = rawTo.trim();
  const errors: RedirectFieldErrors = {};
  const fromError = pathError(typedFrom) ?? (/[?#]/.test(typedFrom) ? REDIRECT_MESSAGES.fromWithQuery : null);
  const from = fromError ? typedFrom : pageKey(typedFrom);
  const sourceError =
    fromError ??
    (from === "/" ? REDIRECT_MESSAGES.fromHome : null) ??
    (isPrivatePath(from) ? REDIRECT_MESSAGES.fromPrivate : null);
  if (sourceError) errors.from = sourceError;
  const toError = pathError(typedTo);
  const to = toError ? typedTo : normaliseSiteAddress(typedTo);
  const destinationError = toError ?? (!errors.from && pageKey(to) === from ? REDIRECT_MESSAGES.same : null);
  if (destinationError) errors.to = destinationError;
  return errors.from || errors.to ? { ok: false, errors } : { ok: true, from, to };
}
