import type { IncomingMessage } from "node:http";
import type { Response } from "express";
import { lookupSession } from "~/features/auth/guards.server";

/**
 * Whether a Node request carries a signed-in administrator's session, read
 * through better-auth from its cookie alone. A refreshed session cookie
 * (sliding expiry) goes on `res`: the application's own lookup of the same
 * request will then find nothing to refresh.
 */
export async function isSignedInAdmin(req: IncomingMessage, res: Response, siteUrl: string): Promise<boolean> {
  const cookie = req.headers.cookie;
  if (!cookie) return false;
  const lookup = await lookupSession(new Request(new URL(req.url ?? "/", siteUrl), { headers: { cookie } }));
  for (const setCookie of lookup.setCookies) res.append("Set-Cookie", setCookie);
  return lookup.admin !== null;
}
