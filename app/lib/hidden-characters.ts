/**
 * Characters no stored text from a visitor keeps (docs/product.md#visitor-text): the C0 and C1
 * controls (U+0085 among them), DEL, the line and paragraph separators, and the bidirectional
 * controls (embeddings, overrides, isolates, marks), with which 'photo\u202Egnp.exe' shows as
 * 'photoexe.png' in the admin. Pure: browser and server.
 */
export const HIDDEN_CHARACTERS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** The text without its hidden characters (see above). */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, "");
}
