import { APIError } from "better-auth/api";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { AUTH_MESSAGES } from "./messages";

/** The fields of better-auth's endpoints (query or body) naming where to send the browser next. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"] as const;

/**
 * Refuses (403) a better-auth request whose redirect target is anything but
 * a same-site path already in its normal form, by the same check as every
 * other redirect of the site (lib/safe-redirect). Our pages send none; this
 * closes the endpoints that would otherwise redirect anywhere
 * (`/api/auth/reset-password/:token?callbackURL=…` and the like).
 */
export function refuseOffSiteRedirects(query: unknown, body: unknown): void {
  for (const source of [query, body]) {
    if (!source || typeof source !== "object") continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (value === undefined || value === null || value === "") continue;
      if (typeof value !== "string" || safeRedirectPath(value, "") !== value) {
        throw new APIError("FORBIDDEN", { message: AUTH_MESSAGES.offSiteRedirect, code: "INVALID_REDIRECT_URL" });
      }
    }
  }
}
