/** A visit as the pages see it (docs/product.md#visits). */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
export interface VisitView {
  id: string;
  uid: string;
  startsAt: string;
  endsAt: string;
  /** Paris 'YYYY-MM-DD' */
  day: string;
  note: string;
  status: "proposed" | "confirmed" | "cancelled";
  bookedBy: "owner" | "customer";
  sequence: number;
}

/** The owner's 'Planifier la visite', as read from its form. */
export interface OwnerVisitInput {
  day: string;
  time: string;
  durationMinutes: number;
  note: string;
}

/** The lead page's 'Visite' panel. */
export interface VisitPanelData {
  visit: VisitView | null;
  /** the customer's booking page, to send him (null: revoked) */
  bookingUrl: string | null;
  defaultDurationMinutes: number;
  /** the visits of the past, cancelled ones included (newest first) */
  earlier: VisitView[];
}

export const VISIT_ANCHOR = "visite";

/** Where the lead page's 'Visite' panel posts. */
export function leadVisitPath(leadId: string): string {
  return `${ADMIN_BASE_PATH}/leads/${encodeURIComponent(leadId)}/visite`;
}
