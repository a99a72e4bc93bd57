/**
 * The alt text of a library image (docs/product.md#media-alt-text), pure:
 * the rules the library form, the insert dialog and the server share, its
 * French messages, and how an image with its alt text is written in Markdown.
 */

/**
 * Longer than this is a paragraph, not a description of a photo. The same as
 * a site image's alt text (features/site-images/form.ts) and under a
 * réalisation photo's (250): a library text prefilled there always fits.
 */
export const MEDIA_ALT_MAX_LENGTH = 200;

export const ALT_TEXT_MESSAGES = {
  label: "Texte alternatif",
  missing: "Texte alternatif manquant",
  save: "Enregistrer",
  saving: "Enregistrement...",
  saved: "Texte alternatif enregistré",
  cleared: "Texte alternatif effacé",
  help: "Ce que montre l'image, en une phrase : il est lu aux personnes malvoyantes et par Google.",
  required: "Le texte alternatif est requis : décrivez l'image en quelques mots",
  tooLong: `Le texte alternatif doit faire ${MEDIA_ALT_MAX_LENGTH} caractères au plus.`,
  notFound: "Ce fichier n'est plus dans la médiathèque.",
  notAnImage: "Seule une image a un texte alternatif.",
  saveError: "Le texte alternatif n'a pas pu être enregistré. Réessayez dans un instant.",
  invalidRequest: "Requête invalide",
  suggest: "Suggérer",
  suggesting: "Suggestion...",
  suggestionBadge: "Suggestion — à vérifier",
} as const;

export type AltTextCheck = { ok: true; value: string } | { ok: false; error: string };

/** Spaces and line breaks collapsed to single spaces, trimmed: an alt text is one line. */
export function normaliseAltText(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim();
}

/**
 * The text to store: normalised, at most MEDIA_ALT_MAX_LENGTH characters.
 * Empty is allowed in the library (it clears the text) and refused where an
 * image is placed into an article (`required`).
 */
export function checkAltText(raw: string | null | undefined, options: { required?: boolean } = {}): AltTextCheck {
  const value = normaliseAltText(raw);
  if (!value && options.required) return { ok: false, error: ALT_TEXT_MESSAGES.required };
  if (Array.from(value).length > MEDIA_ALT_MAX_LENGTH) return { ok: false, error: ALT_TEXT_MESSAGES.tooLong };
  return { ok: true, value };
}

/** Text cut to `max` characters at the last word boundary (never half a word when one fits). */
export function cutAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max + 1).join("");
  const space = head.lastIndexOf(" ");
  const cut = space > 0 ? head.slice(0, space) : chars.slice(0, max).join("");
  return cut.replace(/[\s,;:–—-]+$/u, "");
}

/**
 * `![alt](url)` with the alt text escaped so that it stays the image's
 * description: backslashes, brackets and the characters Markdown would read
 * as emphasis or code inside it are escaped.
 */
export function markdownImage(url: string, alt: string): string {
  const escaped = normaliseAltText(alt).replace(/[\\[\]*_`<>]/g, (c) => `\\${c}`);
  return `![${escaped}](${url})`;
}
