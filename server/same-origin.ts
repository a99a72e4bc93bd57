import type { NextFunction, Request, Response } from "express";
import { isSameOrigin, isStateChangingMethod } from "~/lib/http";

/**
 * CSRF protection for every state-changing request (forms, APIs, auth): its
 * Origin (or Referer) must be this site. The rule itself lives in ~/lib/http.
 */
export function sameOriginOnly(allowedOrigins: string[], trustProxy: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isStateChangingMethod(req.method)) return next();
    const headers = new Headers();
    for (const name of ["origin", "referer", "host", "x-forwarded-proto", "x-forwarded-host"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const probe = new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
      method: req.method,
      headers,
    });
    if (isSameOrigin(probe, { allowedOrigin: allowedOrigins, trustProxy })) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("Requête refusée : elle ne provient pas de ce site. Rechargez la page et réessayez.");
  };
}
