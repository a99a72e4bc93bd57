import { RETURN_PARAM, safeReturnTarget } from "./return-target";

/**
 * The checked page to go to after signing in: the form's hidden field on a post, else the
 * address's `retour` parameter (docs/product.md#sign-in-return). Null: the dashboard.
 */
export function requestedReturnTarget(request: Request, form?: FormData): string | null {
  const posted = form?.get(RETURN_PARAM);
  if (typeof posted === "string" && posted !== "") return safeReturnTarget(posted);
  return safeReturnTarget(new URL(request.url).searchParams.get(RETURN_PARAM));
}
