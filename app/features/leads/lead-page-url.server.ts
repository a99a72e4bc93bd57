import { getEnv } from "~/config/env.server";
import { leadPagePath } from "./paths";

/** The lead page's address, for e-mails and pushes. */
export function leadPageUrl(id: string): string {
  return new URL(leadPagePath(id), getEnv().SITE_URL).href;
}
