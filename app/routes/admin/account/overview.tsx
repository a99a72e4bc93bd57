import { PasswordSection } from "~/features/auth/account/password-section";
import { SessionsSection } from "~/features/auth/account/sessions-section";
import { TwoFactorSection } from "~/features/auth/account/two-factor-section";
import { listOwnSessionRows } from "~/features/auth/account.server";
import { requireAdminSession } from "~/features/auth/guards.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => privateMeta("Mon compte - Administration");

/** Every part of the account on one page; each form posts to its part's own page. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminSession(request);
  return { email: admin.user.email, twoFactorEnabled: admin.user.twoFactorEnabled, sessions: await listOwnSessionRows(admin) };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { email, twoFactorEnabled, sessions } = loaderData;
  return (
    <div className="grid gap-6">
      <PasswordSection email={email} />
      <TwoFactorSection email={email} enabled={twoFactorEnabled} />
      <SessionsSection sessions={sessions} />
    </div>
  );
}
