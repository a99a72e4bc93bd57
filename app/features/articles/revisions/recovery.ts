/**
 * Bringing back unsaved text when the editor opens (docs/product.md#article-revisions):
 * the browser's copy (written at every change) and the server's autosave,
 * whichever is newer, when it differs from the saved article. Pure and browser-safe.
 */
import type { ArticleFormValues } from "../form-data";

/** The browser's copy of the editor, one per article (and one for a new article). */
export interface LocalDraft {
  values: ArticleFormValues;
  /** ISO time of the last change */
  savedAt: string;
  /** the article version the text was typed on (null: a new article) */
  baseVersion: string | null;
  /** posted with a save: once the article's version moved on, the save went through and the copy is stale */
  submitted?: boolean;
}

export interface ServerAutosave {
  values: ArticleFormValues;
  at: string;
  basedOn: string | null;
}

export interface Recovery {
  values: ArticleFormValues;
  at: string;
  /** the version the recovered text was typed on: a save then refuses it (409) if the article moved since */
  baseVersion: string | null;
  source: "browser" | "server";
}

export function sameFormValues(a: ArticleFormValues, b: ArticleFormValues): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.excerpt === b.excerpt &&
    a.category === b.category &&
    a.image_url === b.image_url &&
    a.keywords.join("\n") === b.keywords.join("\n")
  );
}

const later = (a: string, b: string | null) => b === null || Date.parse(a) > Date.parse(b);

/**
 * What to put back in the editor, or null. `dismissedAt`: the author chose the
 * saved version over unsaved text of that time; nothing older comes back.
 */
export function chooseRecovery(input: {
  saved: ArticleFormValues;
  version: string | null;
  local: LocalDraft | null;
  server: ServerAutosave | null;
  dismissedAt: string | null;
}): Recovery | null {
  const { saved, version, local, server, dismissedAt } = input;
  const candidates: Recovery[] = [];
  const localStale = local?.submitted && (version === null || local.baseVersion !== version);
  if (local && !localStale && later(local.savedAt, dismissedAt)) {
    candidates.push({ values: local.values, at: local.savedAt, baseVersion: local.baseVersion ?? version, source: "browser" });
  }
  if (server && later(server.at, dismissedAt)) {
    candidates.push({ values: server.values, at: server.at, baseVersion: server.basedOn ?? version, source: "server" });
  }
  const differing = candidates.filter((c) => !sameFormValues(c.values, saved));
  differing.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return differing[0] ?? null;
}

/** Reads a stored draft, null when absent or not of the expected shape (an older format, a hand edit). */
export function parseLocalDraft(raw: string | null): LocalDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft> | null;
    const v = parsed?.values as Partial<ArticleFormValues> | undefined;
    const texts =
      v &&
      ["title", "content", "excerpt", "category", "image_url"].every((k) => typeof v[k as keyof ArticleFormValues] === "string");
    if (!parsed || !v || !texts || !Array.isArray(v.keywords) || typeof parsed.savedAt !== "string") return null;
    return {
      values: { ...(v as ArticleFormValues), keywords: v.keywords.filter((k): k is string => typeof k === "string") },
      savedAt: parsed.savedAt,
      baseVersion: typeof parsed.baseVersion === "string" ? parsed.baseVersion : null,
      submitted: parsed.submitted === true,
    };
  } catch {
    return null;
  }
}
