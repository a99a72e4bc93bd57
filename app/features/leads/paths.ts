/** The admin's pages of quote requests (docs/product.md#leads-inbox). Pure: browser and server. */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const LEAD_INBOX_PATH = `${ADMIN_BASE_PATH}/leads`;
export const LEAD_CSV_PATH = `${ADMIN_BASE_PATH}/leads.csv`;

/** One request's page. */
export function leadPagePath(id: string): string {
  return `${LEAD_INBOX_PATH}/${encodeURIComponent(id)}`;
}
