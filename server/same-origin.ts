import type { NextFunction, Request, Response } from "express";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF protection: a state-changing request must come from our own pages.
 * The Origin header (or Referer when a browser omits Origin) must equal the
 * site's origin or the origin the request was addressed to.
 */
export function requestOriginAllowed(
  method: string,
  headers: { origin?: string; referer?: string; host?: string },
  allowedOrigins: string[],
  protocol: string,
): boolean {
  if (!STATE_CHANGING.has(method.toUpperCase())) return true;
  const claimed = headers.origin ?? (headers.referer && URL.canParse(headers.referer) ? new URL(headers.referer).origin : undefined);
  if (!claimed || claimed === "null") return false;
  const own = headers.host ? `${protocol}://${headers.host}` : undefined;
  return claimed === own || allowedOrigins.includes(claimed);
}

export function sameOriginOnly(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ok = requestOriginAllowed(
      req.method,
      { origin: req.get("origin"), referer: req.get("referer"), host: req.get("host") },
      allowedOrigins,
      req.protocol,
    );
    if (ok) return next();
    res
      .status(403)
      .type("text/plain; charset=utf-8")
      .send("Requête refusée : elle ne provient pas de ce site. Rechargez la page et réessayez.");
  };
}
