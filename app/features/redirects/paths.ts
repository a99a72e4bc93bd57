/**
 * What a redirect's addresses may be (docs/product.md#redirects): paths of this
 * site only, so that a redirect can never send a visitor elsewhere, and never
 * from the administration or the APIs.
 */

/** Longer paths are neither logged as missing nor accepted in a redirect. */
export const MAX_PATH_LENGTH = 300;

/** Paths that belong to the administration, sign-in or APIs: never the source of a redirect, never logged. */
const PRIVATE_PREFIXES = ["/dashboard-management-panel", "/auth-portal-secure", "/api/", "/administration"];

export function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, "") || path.startsWith(prefix));
}

export type RedirectField = "from" | "to";
export type RedirectFieldErrors = Partial<Record<RedirectField, string>>;

export const REDIRECT_MESSAGES = {
  required: "Indiquez une adresse du site, par exemple /ancienne-page.",
  leadingSlash: "L'adresse doit commencer par « / » (une adresse de ce site, sans https:// ni nom de domaine).",
  doubleSlash: "L'adresse ne peut pas contenir « // » : indiquez seulement le chemin, par exemple /blog/mon-article.",
  invalidCharacters: "L'adresse contient des caractères non permis (espace, « \\ » ou caractère invisible).",
  tooLong: `L'adresse est trop longue (${String(MAX_PATH_LENGTH)} caractères au plus).`,
  fromWithQuery: "L'adresse de départ ne peut pas contenir « ? » ni « # ».",
  fromHome: "La page d'accueil ne peut pas être redirigée.",
  fromPrivate: "Les adresses de l'administration et des API ne peuvent pas être redirigées.",
  same: "L'adresse de destination doit être différente de l'adresse de départ.",
  taken: "Une redirection part déjà de cette adresse : supprimez-la d'abord.",
  loop: (path: string) => `Cette redirection formerait une boucle : ${path} mène déjà à l'adresse de départ.`,
  created: (from: string, to: string) => `Redirection ajoutée : ${from} → ${to}`,
  deleted: (from: string) => `Redirection supprimée : ${from}`,
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

export type RedirectCheck =
  | { ok: true; from: string; to: string }
  | { ok: false; errors: RedirectFieldErrors };

/** Checks the form's two paths on their own (loops need the stored redirects: redirects.server.ts). */
export function checkRedirectPaths(rawFrom: string, rawTo: string): RedirectCheck {
  const from = rawFrom.trim();
  const to = rawTo.trim();
  const errors: RedirectFieldErrors = {};
  const fromError =
    pathError(from) ??
    (/[?#]/.test(from) ? REDIRECT_MESSAGES.fromWithQuery : null) ??
    (from === "/" ? REDIRECT_MESSAGES.fromHome : null) ??
    (isPrivatePath(from) ? REDIRECT_MESSAGES.fromPrivate : null);
  if (fromError) errors.from = fromError;
  const toError = pathError(to) ?? (!errors.from && to === from ? REDIRECT_MESSAGES.same : null);
  if (toError) errors.to = toError;
  return errors.from || errors.to ? { ok: false, errors } : { ok: true, from, to };
}
