import { getEnv } from "~/config/env.server";
import { quoteEditorPath } from "./admin-paths";

/** The devis's page in the administration (the editor), for the owner's e-mails and alerts. */
export function quoteAdminUrl(quoteId: string, siteUrl: string = getEnv().SITE_URL): string {
  return new URL(quoteEditorPath(quoteId), siteUrl).href;
}
