import { Bell, BellRing, Monitor, Send, Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { AccountSection, WRAPPING_BUTTON } from "~/features/auth/account/section";
import { isMobileUserAgent } from "~/features/auth/devices";
import { FormAlert, useSubmitting } from "~/features/auth/ui";
import { formatFrenchAbbreviatedDateTime, formatFrenchDate } from "~/lib/dates";
import { PUSH_MESSAGES } from "./messages";
import { ACCOUNT_NOTIFICATIONS_PATH, SERVICE_WORKER_PATH, SERVICE_WORKER_SCOPE } from "./paths";
import { base64UrlToBytes, endpointTag } from "./subscription";

/** The notifications page's forms. */
export const PUSH_INTENTS = { subscribe: "subscribe", remove: "remove-device", test: "send-test" } as const;

/** What the notifications action answers when it refuses. */
export interface NotificationsFormResult {
  message?: string;
}

/** A device as the page lists it (dates as ISO strings). */
export interface PushDeviceRow {
  id: string;
  device: string;
  /** endpointTag of its endpoint */
  tag: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What this browser can do, known once the scripts run ('pending' until then: the button stays disabled). */
type Support = "pending" | "ready" | "unsupported" | "ios-home-screen" | "denied";

function detectSupport(): Support {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  const capable = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  // Safari on iPhone offers the Push API only to a site opened from the home screen.
  if (!capable) return ios && !standalone ? "ios-home-screen" : "unsupported";
  if (Notification.permission === "denied") return "denied";
  return "ready";
}

const EXPLANATIONS: Partial<Record<Support, string>> = {
  unsupported: PUSH_MESSAGES.unsupported,
  "ios-home-screen": PUSH_MESSAGES.iosHomeScreen,
  denied: PUSH_MESSAGES.permissionDenied,
};

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/** Asks permission, subscribes this browser with the site's key and posts the subscription to the server. */
async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: SERVICE_WORKER_SCOPE });
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(publicKey);
  if (!key) throw new Error("invalid server key");
  let subscription = await registration.pushManager.getSubscription();
  // subscribed earlier with another key (the site's keys changed): that subscription no longer works
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key.buffer as ArrayBuffer,
  });
  return subscription.toJSON();
}

/** The fingerprint of this browser's current subscription to the admin's alerts, if it has one. */
function useThisDeviceTag(): string | null {
  const [tag, setTag] = useState<string | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window)) return;
    let live = true;
    navigator.serviceWorker
      .getRegistration(SERVICE_WORKER_SCOPE)
      .then((registration) => registration?.pushManager.getSubscription())
      .then(async (subscription) => subscription && live && setTag(await endpointTag(subscription.endpoint)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return tag;
}

function EnableButton({ publicKey, enabledHere }: { publicKey: string; enabledHere: boolean }) {
  const submit = useSubmit();
  const posting = useSubmitting(PUSH_INTENTS.subscribe, ACCOUNT_NOTIFICATIONS_PATH);
  const [support, setSupport] = useState<Support>("pending");
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setSupport(detectSupport()), []);

  async function enable() {
    setWorking(true);
    setProblem(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return setSupport("denied");
      if (permission !== "granted") return setProblem(PUSH_MESSAGES.permissionDismissed);
      const json = await subscribeThisDevice(publicKey);
      await submit(
        {
          intent: PUSH_INTENTS.subscribe,
          endpoint: json.endpoint ?? "",
          p256dh: json.keys?.p256dh ?? "",
          auth: json.keys?.auth ?? "",
        },
        { method: "post", action: ACCOUNT_NOTIFICATIONS_PATH },
      );
    } catch {
      setProblem(PUSH_MESSAGES.subscribeFailed);
    } finally {
      setWorking(false);
    }
  }

  const explanation = EXPLANATIONS[support] ?? problem;
  const busy = working || posting;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4">
      <Button
        type="button"
        variant="dark"
        className={WRAPPING_BUTTON}
        disabled={support !== "ready" || busy}
        aria-describedby={explanation ? "push-support" : undefined}
        onClick={() => void enable()}
      >
        <BellRing aria-hidden />
        {busy ? PUSH_MESSAGES.enabling : PUSH_MESSAGES.enable}
      </Button>
      {explanation ? (
        <p id="push-support" role="status" className="mt-3 text-sm leading-relaxed text-slate-700">
          {explanation}
        </p>
      ) : (
        <p className="mt-3 text-sm leading-relaxed text-slate-500">
          {support === "pending"
            ? PUSH_MESSAGES.waitingForScripts
            : enabledHere
              ? PUSH_MESSAGES.thisDeviceEnabled
              : "Le navigateur vous demandera l'autorisation. À faire sur chaque téléphone ou ordinateur qui doit sonner."}
        </p>
      )}
    </div>
  );
}

/** The devices that receive the alerts, with 'Retirer' and a test; 'Activer les notifications' for this one. Posts to its own page. */
export function NotificationsSection({
  devices,
  publicKey,
  result,
}: {
  devices: PushDeviceRow[];
  publicKey: string;
  result?: NotificationsFormResult;
}) {
  const removing = useSubmitting(PUSH_INTENTS.remove, ACCOUNT_NOTIFICATIONS_PATH);
  const testing = useSubmitting(PUSH_INTENTS.test, ACCOUNT_NOTIFICATIONS_PATH);
  const thisDevice = useThisDeviceTag();
  return (
    <AccountSection
      icon={Bell}
      title={PUSH_MESSAGES.title}
      labelledBy="notifications-title"
      description={PUSH_MESSAGES.description}
    >
      {result?.message ? <FormAlert className="mb-4">{result.message}</FormAlert> : null}
      <EnableButton publicKey={publicKey} enabledHere={devices.some((d) => d.tag === thisDevice)} />

      <h3 className="mt-6 text-sm font-semibold text-ink">Appareils qui reçoivent les notifications</h3>
      {devices.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-500">
          {PUSH_MESSAGES.noDevice}
        </p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
          aria-label="Appareils qui reçoivent les notifications"
        >
          {devices.map((d) => {
            // the label names the system ('Safari sur iPhone'): enough to tell a phone
            const Icon = isMobileUserAgent(d.device) ? Smartphone : Monitor;
            return (
              <li
                key={d.id}
                className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="push-device-row"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden />
                  <div className="min-w-0 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {d.device}
                      {d.tag === thisDevice ? <Badge variant="accent">Cet appareil</Badge> : null}
                    </p>
                    <p className="mt-0.5 text-slate-500">
                      Activé le {formatFrenchDate(d.createdAt)}
                      {d.lastUsedAt ? ` · Dernière notification : ${formatFrenchAbbreviatedDateTime(d.lastUsedAt)}` : ""}
                    </p>
                  </div>
                </div>
                <Form method="post" action={ACCOUNT_NOTIFICATIONS_PATH} className="shrink-0">
                  <input type="hidden" name="intent" value={PUSH_INTENTS.remove} />
                  <input type="hidden" name="id" value={d.id} />
                  <Button type="submit" size="sm" variant="outline" disabled={removing} aria-label={`Retirer ${d.device}`}>
                    {PUSH_MESSAGES.remove}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" action={ACCOUNT_NOTIFICATIONS_PATH} className="mt-5">
        <input type="hidden" name="intent" value={PUSH_INTENTS.test} />
        <Button type="submit" variant="outline" size="sm" className={WRAPPING_BUTTON} disabled={testing || devices.length === 0}>
          <Send aria-hidden />
          {PUSH_MESSAGES.sendTest}
        </Button>
      </Form>
    </AccountSection>
  );
}
