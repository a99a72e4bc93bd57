/**
 * Which dates an article page shows (docs/product.md#blog-article). Pure: the
 * server decides, so the page's scripts carry no time-zone code.
 */
import { parisDay } from "~/lib/business-hours";

/** 'Mis à jour le …' only when the update happened on a later day than the publication, in Paris. */
export function showsUpdateDate(createdAt: string, updatedAt: string): boolean {
  const created = new Date(createdAt);
  const updated = new Date(updatedAt);
  if (Number.isNaN(created.getTime()) || Number.isNaN(updated.getTime())) return false;
  return updated > created && parisDay(updated) !== parisDay(created);
}
