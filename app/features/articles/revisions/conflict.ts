/** A save refused because the article changed elsewhere (docs/product.md#article-revisions). Pure and browser-safe. */
import type { FieldDifference } from "./compare";

export interface ArticleConflict {
  /** the saved version now (its updated_at): 'Écraser avec ma version' replaces exactly this one */
  version: string;
  /** the version the refused form was opened from: the form keeps posting it, so only 'Écraser' overwrites */
  basedOn: string;
  /** the button the author pressed (publish or draft), pressed again by 'Écraser avec ma version' */
  intent: string;
  /** from the saved text to the author's */
  differences: FieldDifference[];
}
