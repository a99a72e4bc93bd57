import { data } from "react-router";
import { BackToAccount } from "~/features/auth/account/section";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { ACCOUNT_PATH } from "~/features/auth/paths";
import { useErrorToast } from "~/features/auth/ui";
import { PUSH_MESSAGES } from "~/features/push/messages";
import { NotificationsSection, PUSH_INTENTS, type NotificationsFormResult } from "~/features/push/notifications-section";
import { sendTestPush } from "~/features/push/send.server";
import { parsePushSubscription } from "~/features/push/subscription";
import { listPushDevices, removePushDevice, savePushSubscription } from "~/features/push/subscriptions.server";
import { vapidKeys } from "~/features/push/vapid.server";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/notifications";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Notifications - Mon compte - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  return { devices: await listPushDevices(user.id), publicKey: vapidKeys().publicKey };
}

/** Subscribes this device, removes one of the administrator's devices, or sends them a test alert. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  const refuse = (message: string, status = 400) => data<NotificationsFormResult>({ message }, { status });

  switch (formIntent(form)) {
    case PUSH_INTENTS.subscribe: {
      const parsed = parsePushSubscription({
        endpoint: form.get("endpoint"),
        p256dh: form.get("p256dh"),
        auth: form.get("auth"),
      });
      if (!parsed.ok) return refuse(parsed.message);
      await savePushSubscription(user.id, parsed.subscription, request.headers.get("user-agent"));
      return redirectWithToast(ACCOUNT_PATH, "success", PUSH_MESSAGES.subscribed);
    }
    case PUSH_INTENTS.remove: {
      const id = String(form.get("id") ?? "");
      if (!(await removePushDevice(user.id, id))) return refuse(PUSH_MESSAGES.notFound, 404);
      return redirectWithToast(ACCOUNT_PATH, "success", PUSH_MESSAGES.removed);
    }
    case PUSH_INTENTS.test: {
      const outcome = await sendTestPush(user.id);
      if (outcome.delivered + outcome.failed === 0) return refuse(PUSH_MESSAGES.testNoDevice);
      if (outcome.delivered === 0) return refuse(PUSH_MESSAGES.testFailed, 502);
      return redirectWithToast(ACCOUNT_PATH, "success", PUSH_MESSAGES.testSent(outcome.delivered));
    }
    default:
      return refuse(PUSH_MESSAGES.unknownAction);
  }
}

export default function AccountNotifications({ loaderData, actionData }: Route.ComponentProps) {
  useErrorToast(actionData?.message, actionData);
  return (
    <>
      <BackToAccount />
      <NotificationsSection devices={loaderData.devices} publicKey={loaderData.publicKey} result={actionData} />
    </>
  );
}
