import { redirect } from "react-router";
import { getAuth } from "~/features/auth/auth.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

export const LOGOUT_MESSAGE = "Déconnexion réussie";

/** Signs out this device, then home with 'Déconnexion réussie'. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const result = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // An already ended session still ends here: the cookie is cleared below by better-auth or simply absent.
  }
  return redirectWithToast("/", "success", LOGOUT_MESSAGE, { headers });
}

export function loader() {
  return redirect("/");
}
