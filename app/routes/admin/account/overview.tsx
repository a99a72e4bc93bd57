import { PasswordSection } from "~/features/auth/account/password-section";
import { SessionsSection } from "~/features/auth/account/sessions-section";
import { TwoFactorSection } from "~/features/auth/account/two-factor-section";
import { listOwnSessionRows } from "~/features/auth/account.server";
import { requireAdminSession } from "~/features/auth/guards.server";
import { NotificationsSection } from "~/features/push/notifications-section";
import { listPushDevices } from "~/features/push/subscriptions.server";
import { vapidKeys } from "~/features/push/vapid.server";
import { privateMeta } from "~/features/seo/meta";
import type { Route } from "./+types/overview";

export const meta: Route.MetaFunction = () => privateMeta("Mon compte - Administration");

/** Every part of the account on one page; each form posts to its part's own page. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdminSession(request);
  const [sessions, devices] = await Promise.all([listOwnSessionRows(admin), listPushDevices(admin.user.id)]);
  return {
    email: admin.user.email,
    twoFactorEnabled: admin.user.twoFactorEnabled,
    sessions,
    devices,
    publicKey: vapidKeys().publicKey,
  };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const { email, twoFactorEnabled, sessions, devices, publicKey } = loaderData;
  return (
    <div className="grid gap-6">
      <PasswordSection email={email} />
      <TwoFactorSection email={email} enabled={twoFactorEnabled} />
      <SessionsSection sessions={sessions} />
      <NotificationsSection devices={devices} publicKey={publicKey} />
    </div>
  );
}
