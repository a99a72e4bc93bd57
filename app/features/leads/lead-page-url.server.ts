import { getEnv } from "~/config/env.server";

/** The lead page's address, for e-mails and pushes. */
export function leadPageUrl(id: string): string {
  return new URL(`/dashboard-management-panel/leads/${encodeURIComponent(id)}`, getEnv().SITE_URL).href;
}
