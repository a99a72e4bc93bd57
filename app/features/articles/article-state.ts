/**
 * What the writer is told about an article's state (docs/product.md#article-states):
 * the editor's badge, whether a save takes it off the site, and the message
 * after a save. Pure and browser-safe.
 */
import { ARTICLE_MESSAGES } from "./messages";
import { SCHEDULE_MESSAGES } from "./schedule";

export type ArticleState = { kind: "published" } | { kind: "draft" } | { kind: "scheduled"; label: string };

export function articleStateOf(published: boolean, scheduleLabel: string | null | undefined): ArticleState {
  if (published) return { kind: "published" };
  return scheduleLabel ? { kind: "scheduled", label: scheduleLabel } : { kind: "draft" };
}

export function articleStateLabel(state: ArticleState): string {
  if (state.kind === "published") return ARTICLE_MESSAGES.statusPublished;
  if (state.kind === "scheduled") return SCHEDULE_MESSAGES.scheduledOn(state.label);
  return ARTICLE_MESSAGES.statusDraft;
}

/** A save that leaves a published article unpublished must be confirmed first ('Sauvegarder brouillon', 'Programmer'). */
export function saveTakesOffSite(wasPublished: boolean, publishes: boolean): boolean {
  return wasPublished && !publishes;
}

/** The message after saving an edit: what happened to the article on the site. */
export function editSavedMessage(wasPublished: boolean, publishes: boolean): string {
  if (wasPublished && !publishes) return ARTICLE_MESSAGES.unpublished;
  if (!wasPublished && publishes) return ARTICLE_MESSAGES.published;
  return ARTICLE_MESSAGES.updated;
}
