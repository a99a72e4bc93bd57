/**
 * The field-by-field difference of two versions of an article
 * (docs/product.md#article-revisions), shown by the history and by a refused
 * save. Pure and browser-safe.
 */
import { diffLines, diffWords, hasChanges, type DiffPart } from "./diff";

/** The fields compared, whatever their source (a form, a revision, the article). */
export interface ComparableArticle {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: readonly string[];
}

export interface FieldDifference {
  field: keyof ComparableArticle;
  label: string;
  /** lines for the content (one per line), words for the rest */
  by: "lines" | "words";
  parts: DiffPart[];
}

const FIELDS: { field: keyof ComparableArticle; label: string; by: "lines" | "words" }[] = [
  { field: "title", label: "Titre", by: "words" },
  { field: "excerpt", label: "Extrait", by: "words" },
  { field: "category", label: "Catégorie", by: "words" },
  { field: "keywords", label: "Mots-clés", by: "words" },
  { field: "image_url", label: "Image principale", by: "words" },
  { field: "content", label: "Contenu", by: "lines" },
];

function textOf(article: ComparableArticle, field: keyof ComparableArticle): string {
  const value = article[field];
  if (field === "keywords") return (value as readonly string[]).join(", ");
  return (value as string | null) ?? "";
}

/** The fields that differ from `before` to `after`, each with its difference; empty when they are the same. */
export function compareArticles(before: ComparableArticle, after: ComparableArticle): FieldDifference[] {
  return FIELDS.flatMap(({ field, label, by }) => {
    const a = textOf(before, field);
    const b = textOf(after, field);
    if (a === b) return [];
    const parts = by === "lines" ? diffLines(a, b) : diffWords(a, b);
    return hasChanges(parts) ? [{ field, label, by, parts }] : [];
  });
}
