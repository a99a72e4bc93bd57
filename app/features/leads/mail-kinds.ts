/** The outbox kinds of a request's e-mails (docs/product.md#mail, docs/product.md#lead-acknowledgement). */

/** The outbox kind of a request's notification to the owner (the inbox shows its delivery state). */
export const LEAD_NOTIFICATION_KIND = "lead_notification";
/** The outbox kind of the e-mail telling the visitor their request arrived (docs/product.md#lead-acknowledgement). */
export const LEAD_ACKNOWLEDGEMENT_KIND = "lead_acknowledgement";
