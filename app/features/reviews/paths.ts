/** The addresses of review requests (docs/product.md#review-requests). Pure: browser and server. */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

/** The customer's page to stop review requests: `/avis/desinscription/{token}`. */
export const REVIEW_UNSUBSCRIBE_PREFIX = "/avis/desinscription/";

/** Where the lead page's 'Chantier' panel posts. */
export function jobDonePath(leadId: string): string {
  return `${ADMIN_BASE_PATH}/leads/${encodeURIComponent(leadId)}/chantier`;
}

/** The panel's anchor on the lead page. */
export const JOB_DONE_ANCHOR = "chantier";

/**
 * Mail providers post the one-click unsubscribe (RFC 8058) from their own servers, without the
 * site's Origin: the same-origin rule lets these posts through (the token alone decides).
 */
export function isReviewUnsubscribePath(path: string): boolean {
  return path.startsWith(REVIEW_UNSUBSCRIBE_PREFIX);
}
