/** Revision kinds and timings shared by the editor and the server (docs/product.md#article-revisions). Pure. */

export const REVISION_KINDS = ["save", "autosave", "restore"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  save: "Enregistrement",
  autosave: "Enregistrement automatique",
  restore: "Restauration",
};

export function revisionKindOf(value: string): RevisionKind {
  return (REVISION_KINDS as readonly string[]).includes(value) ? (value as RevisionKind) : "save";
}

/** Quiet time after the last keystroke before the editor autosaves. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * Autosaves closer together than this, with nothing saved in between, update
 * the same revision: the history keeps one autosave per stretch of writing,
 * not one per pause.
 */
export const AUTOSAVE_COALESCE_MS = 10 * 60 * 1000;

/** The hidden field of the edit form: the article version (updated_at) the editor was opened from. */
export const BASE_VERSION_FIELD = "base_version";

/** The query parameter of 'Écraser avec ma version': the saved version the author compared with and chose to replace. */
export const OVERWRITE_PARAM = "ecraser";
