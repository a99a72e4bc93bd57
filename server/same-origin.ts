import type { NextFunction, Request, Response } from "express";
import { isReviewUnsubscribePath } from "~/features/reviews/paths";
import { isSameOrigin, isStateChangingMethod } from "~/lib/http";

/**
 * CSRF protection for every state-changing request (forms, APIs, auth): its
 * Origin (or Referer) must be this site. The rule itself lives in ~/lib/http.
 * The request's own origin is Express's protocol and host, which read
 * X-Forwarded-Proto / X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
 */
export function sameOriginOnly(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isStateChangingMethod(req.method)) return next();
    // a mail provider's one-click unsubscribe comes from its servers; the token alone decides (docs/product.md#review-requests)
    if (req.method === "POST" && isReviewUnsubscribePath(req.path)) return next();
    const headers = new Headers();
    for (const name of ["origin", "referer"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    let probe: globalThis.Request | null = null;
    try {
      probe = new Request(`${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`, { method: req.method, headers });
    } catch {
      // a Host no URL can hold: not this site
    }
    if (probe && isSameOrigin(probe, { allowedOrigin: allowedOrigins })) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("Requête refusée : elle ne provient pas de ce site. Rechargez la page et réessayez.");
  };
}
