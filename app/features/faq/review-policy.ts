/**
 * The line under the testimonials saying how reviews are collected and
 * whether and how they are checked (docs/product.md#reviews). The owner edits
 * it on the 'FAQ et avis' page; until then this text is shown.
 */
export const DEFAULT_REVIEW_POLICY =
  "Avis recueillis par l'entreprise auprès de ses clients après chaque chantier\u00a0; chaque avis correspond à un chantier réalisé et facturé.";

export const REVIEW_POLICY_LIMIT = 300;
