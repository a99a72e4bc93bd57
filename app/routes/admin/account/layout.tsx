import { Outlet } from "react-router";
import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin } from "~/features/auth/guards.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { FormAlert } from "~/features/auth/ui";
import type { Route } from "./+types/layout";

/**
 * The account page's frame: who is signed in and, while a temporary password
 * is in force, why only these pages open. Below it, the overview (every part
 * at once) or one part on its own page (where that part's form posts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { user: { email: user.email, name: user.name, mustChangePassword: user.mustChangePassword } };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Mon compte"
        description={
          <>
            {user.name} · {user.email}
          </>
        }
      />
      {user.mustChangePassword ? (
        <FormAlert tone="info" className="mb-6 border-copper-200 bg-copper-50 text-copper-900">
          <strong className="font-semibold">{AUTH_MESSAGES.mustChangePassword}</strong> Votre mot de passe actuel est temporaire :
          les autres pages de l'administration s'ouvriront dès qu'il sera changé.
        </FormAlert>
      ) : null}
      <Outlet />
    </>
  );
}
