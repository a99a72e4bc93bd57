/**
 * The reader's search text turned into words (docs/product.md#blog-search), pure. The text is never
 * handed to the database's query syntax as typed: only letters and digits survive, so quotes, `*`,
 * `NEAR`, `OR`, parentheses and the like are plain words or nothing.
 */

export const SEARCH_MAX_LENGTH = 100;
/** A search ranks and counts at most this many matches, the most recent: its cost is bounded at any blog size. */
export const SEARCH_MATCH_LIMIT = 1000;
/** More words than this are ignored (a long pasted sentence stays one cheap query). */
const MAX_WORDS = 8;

export const SEARCH_MESSAGES = {
  label: "Rechercher un article",
  placeholder: "Gouttière, ardoise…",
  submit: "Rechercher",
  tooLong: `Votre recherche ne peut pas dépasser ${SEARCH_MAX_LENGTH} caractères.`,
  noWords: "Saisissez au moins un mot à rechercher.",
  empty: (query: string) => `Aucun article ne correspond à «\u00a0${query}\u00a0».`,
  results: (count: number, query: string) =>
    count >= SEARCH_MATCH_LIMIT
      ? `Au moins ${SEARCH_MATCH_LIMIT.toLocaleString("fr-FR")} articles pour «\u00a0${query}\u00a0»`
      : count === 1
        ? `1 article pour «\u00a0${query}\u00a0»`
        : `${count} articles pour «\u00a0${query}\u00a0»`,
  title: (query: string) => `Recherche «\u00a0${query}\u00a0»`,
  clear: "Effacer la recherche",
} as const;

/** Short French words that carry no meaning for a search (PostgreSQL's French dictionary drops them too). */
const STOP_WORDS = new Set([
  "a",
  "au",
  "aux",
  "d",
  "de",
  "des",
  "du",
  "en",
  "et",
  "l",
  "la",
  "le",
  "les",
  "ou",
  "par",
  "pour",
  "sur",
  "un",
  "une",
]);

export type SearchTerms = { ok: true; query: string; words: string[] } | { ok: false; query: string; error: string };

/** Lower case, accents removed ('Gouttière' → 'gouttiere'). */
export function plainWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The words to look for in `text` (trimmed; an error beyond 100 characters or when no word is left). */
export function searchTerms(text: string): SearchTerms {
  const query = text.trim();
  if (query.length > SEARCH_MAX_LENGTH) return { ok: false, query, error: SEARCH_MESSAGES.tooLong };
  const words = [
    ...new Set(
      query
        .split(/[^\p{L}\p{N}]+/u)
        .map(plainWord)
        .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ""))
        .filter((word) => word.length > 0 && !STOP_WORDS.has(word)),
    ),
  ].slice(0, MAX_WORDS);
  if (words.length === 0) return { ok: false, query, error: SEARCH_MESSAGES.noWords };
  return { ok: true, query, words };
}

/**
 * An FTS5 query: every word, quoted, as a prefix, all required. SQLite has no French stemmer, so a
 * plural ending is dropped first ('gouttieres' → "gouttiere"*, which finds both forms).
 */
export function ftsMatchQuery(words: readonly string[]): string {
  return words
    .map((word) => (word.length > 3 && /[sx]$/.test(word) ? word.slice(0, -1) : word))
    .map((word) => `"${word.replaceAll('"', "")}"*`)
    .join(" ");
}
