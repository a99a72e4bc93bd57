/**
 * Which revisions of one article to delete when it keeps more than its cap
 * (docs/product.md#article-revisions): the oldest autosaves first, then the
 * oldest of the others. Pure.
 */

/** The most revisions one article keeps. */
export const REVISIONS_PER_ARTICLE = 200;

export interface PrunableRevision {
  id: string;
  kind: string;
  /** ISO date */
  created_at: string;
}

const byAge = (a: PrunableRevision, b: PrunableRevision) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** The ids to delete so that at most `cap` revisions remain; none when there are `cap` or fewer. */
export function revisionsToPrune(revisions: readonly PrunableRevision[], cap: number = REVISIONS_PER_ARTICLE): string[] {
  const excess = revisions.length - cap;
  if (excess <= 0) return [];
  const autosaves = revisions.filter((r) => r.kind === "autosave").sort(byAge);
  const others = revisions.filter((r) => r.kind !== "autosave").sort(byAge);
  return [...autosaves, ...others].slice(0, excess).map((r) => r.id);
}
