/**
 * The admin as an installable app with instant alerts (docs/product.md#admin-push),
 * in Chromium against the production build: the manifest (admin pages only,
 * right scope, real icons), the service worker (registered on the admin's
 * scope, no cache; a push delivered to it through DevTools' protocol is shown
 * as it should be), and the 'Notifications' part of 'Mon compte': disabled
 * until the scripts run, honest about what this browser can do, the devices
 * listed and removable with or without JavaScript, a test alert and a new
 * request really delivered (to a loopback push service that decrypts them),
 * and every post checked for its session, origin and input.
 *
 * What cannot be checked here: headless Chromium reaches no real push service
 * (and this machine has no network), so a click on 'Activer les notifications'
 * is followed up to the browser's answer (permission refused, or the
 * subscription failing), never to a real subscription; the subscription's
 * path from there is covered by the form post the page makes, sent here
 * directly, and by tests/integration/push.test.ts.
 */
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUSH_MESSAGES } from "~/features/push/messages";
import { startPushService, type TestDevice, type TestPushService } from "../helpers/push-service";
import { addSessionCookie, runSql, signedInAdmin, waitForHydration, type SignedInAdmin } from "./helpers/admin";
import { launchBrowser, openPage, type PageOptions } from "./helpers/browser";
import { eventually } from "./helpers/eventually";
import { saveScreenshot } from "./helpers/screenshots";
import { startServer, type TestServer } from "./helpers/server";

const ADMIN = "/dashboard-management-panel";
const NOTIFICATIONS = `${ADMIN}/account/notifications`;
const ANDROID_CHROME = "Chrome sur Android";

let browser: Browser;
let server: TestServer;
let service: TestPushService;
let owner: SignedInAdmin;
let other: SignedInAdmin;

beforeAll(async () => {
  service = await startPushService();
  // the server trusts the loopback push service's certificate, as it trusts the real ones'
  server = await startServer({
    NODE_EXTRA_CA_CERTS: service.caFile,
    RATE_LIMIT_SIGNIN_PER_MINUTE: "100",
    RATE_LIMIT_LEADS_PER_HOUR: "100",
  });
  owner = await signedInAdmin(server, "patron@az-toiture.test", "Patron Toiture");
  other = await signedInAdmin(server, "associe@az-toiture.test", "Associé Toiture");
  // the headless shell has no notifications: this file drives the whole chromium
  browser = await launchBrowser({ fullBrowser: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await service?.close();
});

/** A device row as a browser's subscription would have stored it (endpoint on the loopback service unless given). */
/** Each seeded device one second after the previous one: the list's newest-first order is then certain. */
let seededAt = Date.now();
async function seedDevice(
  admin: SignedInAdmin,
  device = ANDROID_CHROME,
  subscription: Omit<TestDevice, "id"> = service.newDevice(),
) {
  const id = crypto.randomUUID();
  seededAt += 1000;
  await runSql(
    server,
    "insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, device, created_at, last_used_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
    [id, admin.id, subscription.endpoint, subscription.p256dh, subscription.auth, device, new Date(seededAt).toISOString(), null],
  );
  return id;
}
const devicesOf = async (admin: SignedInAdmin) =>
  (await runSql(server, "select id, endpoint from push_subscriptions where user_id = ? order by created_at", [admin.id])) as {
    id: string;
    endpoint: string;
  }[];
const clearDevices = () => runSql(server, "delete from push_subscriptions");

async function adminPage(options: PageOptions = {}) {
  const tracked = await openPage(browser, options);
  await addSessionCookie(tracked.context, server, owner.cookie);
  return tracked;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

describe("the installable admin", () => {
  it("admin pages link the manifest (public pages do not); it parses with the admin's scope and real icons", async () => {
    const adminHtml = await (await fetch(`${server.url}${ADMIN}`, { headers: { cookie: owner.cookie } })).text();
    expect(adminHtml.match(/<link [^>]*>/g)).toContainEqual(
      expect.stringMatching(/^<link [^>]*rel="manifest" href="\/administration\.webmanifest"\/?>$/),
    );
    for (const path of ["/", "/contact", "/auth-portal-secure"]) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).not.toContain('rel="manifest"');
    }

    // fetched without cookies, as browsers do
    const res = await fetch(`${server.url}/administration.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      scope: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ scope: `${ADMIN}/`, start_url: `${ADMIN}/`, display: "standalone", theme_color: "#0f1724" });
    expect(manifest.icons.map((i) => i.purpose)).toEqual(["any", "any", "maskable"]);
    for (const icon of manifest.icons) {
      const file = await fetch(`${server.url}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type"), icon.src).toBe("image/png");
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
    // the start page opens (signed in) with its trailing slash
    expect(
      (await fetch(`${server.url}${manifest.start_url}`, { headers: { cookie: owner.cookie }, redirect: "manual" })).status,
    ).toBe(200);

    // Chromium's own reading of it: no error, the admin's scope
    const { page, context, errors } = await adminPage();
    await page.goto(`${server.url}${ADMIN}`);
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data: string };
    expect(read.url).toBe(`${server.url}/administration.webmanifest`);
    expect(read.errors).toEqual([]);
    expect(JSON.parse(read.data)).toMatchObject({ scope: `${ADMIN}/` });
    expect(errors).toEqual([]);
  });

  it("the service worker registers on the admin's scope under the site's policy, with no fetch handler and no cache", async () => {
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}${ADMIN}/articles`);
    await waitForHydration(page);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
    });
    expect(registration).toEqual({ scope: `${server.url}${ADMIN}/`, script: `${server.url}/administration-sw.js` });
    // pages keep coming from the network: nothing is stored on the device
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    expect(errors).toEqual([]);

    const script = await fetch(`${server.url}/administration-sw.js`, { headers: { cookie: owner.cookie } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("no-cache");
    expect(script.headers.get("service-worker-allowed")).toBe(`${ADMIN}/`);
    const source = await script.text();
    expect(source).not.toMatch(/addEventListener\("fetch"|onfetch|caches\./);
    // the same public file for a visitor (browsers check it for updates whatever the session): nothing in it is private
    const anonymous = await fetch(`${server.url}/administration-sw.js`, { redirect: "manual" });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toBe(source);
    // it cannot take over the public site
    const { page: visitor, errors: visitorErrors } = await openPage(browser, {
      allowConsoleErrors: [/Service-Worker-Allowed|scope/i],
    });
    await visitor.goto(`${server.url}/`);
    const refused = await visitor.evaluate(() =>
      navigator.serviceWorker.register("/administration-sw.js", { scope: "/" }).then(
        () => "registered",
        (error: Error) => error.name,
      ),
    );
    expect(refused).toBe("SecurityError");
    expect(visitorErrors).toEqual([]);
  });
});

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
  requireInteraction: boolean;
}

describe("the service worker's alerts", () => {
  it("shows a pushed alert with its title, body, tag and page, keeps an urgent one on screen, and never links off the admin", async () => {
    const { page, context, errors } = await adminPage();
    await context.grantPermissions(["notifications"], { origin: server.url });
    await page.goto(`${server.url}${ADMIN}/articles`);
    await waitForHydration(page);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    // DevTools' 'Push' button: delivers a push event to the registration, as a push service would
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send("ServiceWorker.enable");
    await eventually(() => registrations.some((r) => r.scopeURL === `${server.url}${ADMIN}/` && !r.isDeleted)).toBe(true);
    const registrationId = registrations.find((r) => r.scopeURL === `${server.url}${ADMIN}/`)!.registrationId;
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as { url: string },
          requireInteraction: n.requireInteraction,
        })),
      );
    const push = (message: Record<string, unknown>) =>
      cdp.send("ServiceWorker.deliverPushMessage", { origin: server.url, registrationId, data: JSON.stringify(message) });

    const leadUrl = `${server.url}${ADMIN}/leads/0f6b`;
    await push({
      title: "URGENT — Nouvelle demande — Claire Fontaine, Gouttières",
      body: "Amplepuis · D-2026-0001",
      tag: "lead-0f6b",
      url: leadUrl,
      urgent: true,
    });
    // Once (in a whole run, passing when run again) no alert showed within the wait: should it recur, the
    // failure says what state the worker and the registrations were in.
    const workerState = () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await eventually(async () => ({ shown: (await shown()).length, worker: await workerState(), registrations })).toMatchObject({
      shown: 1,
    });
    expect(await shown()).toEqual<ShownNotification[]>([
      {
        title: "URGENT — Nouvelle demande — Claire Fontaine, Gouttières",
        body: "Amplepuis · D-2026-0001",
        tag: "lead-0f6b",
        data: { url: leadUrl },
        requireInteraction: true,
      },
    ]);

    await push({
      title: "Nouvelle demande — Paul Martin",
      body: "Lyon",
      tag: "lead-other",
      url: "https://evil.example/phishing",
      urgent: false,
    });
    await eventually(async () => (await shown()).length).toBe(2);
    expect((await shown()).find((n) => n.tag === "lead-other")).toMatchObject({
      data: { url: `${server.url}${ADMIN}/` },
      requireInteraction: false,
    });
    expect(errors).toEqual([]);
  });
});

describe("Mon compte › Notifications", () => {
  it("'Activer les notifications' is disabled until the scripts run, then says what this browser can do", async () => {
    await clearDevices();
    const { page, context } = await adminPage();
    let open!: () => void;
    const released = new Promise<void>((resolve) => (open = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${server.url}${NOTIFICATIONS}`, { waitUntil: "domcontentloaded" });
    const button = page.getByRole("button", { name: PUSH_MESSAGES.enable });
    expect(await button.isDisabled()).toBe(true);
    await expect(page.getByText(PUSH_MESSAGES.waitingForScripts).isVisible()).resolves.toBe(true);
    open();
    await waitForHydration(page);

    // headless Chromium refuses notifications unless told otherwise: the page says so and stays disabled
    const permission = await page.evaluate(() => Notification.permission);
    if (permission === "denied") {
      await eventually(() => page.getByText(PUSH_MESSAGES.permissionDenied).isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
    }

    // allowed: the click asks, registers the worker and subscribes; with no push service reachable, the
    // subscription fails and the page says so, nothing is posted
    await context.grantPermissions(["notifications"], { origin: server.url });
    await page.reload();
    await waitForHydration(page);
    await eventually(() => button.isEnabled()).toBe(true);
    await button.click();
    await eventually(() => page.getByText(PUSH_MESSAGES.subscribeFailed).isVisible()).toBe(true);
    expect(await devicesOf(owner)).toEqual([]);
  });

  it("lists the administrator's devices (not another's) and 'Retirer' removes one, without JavaScript", async () => {
    await clearDevices();
    const kept = await seedDevice(owner, "Safari sur iPhone");
    const removed = await seedDevice(owner, ANDROID_CHROME);
    await seedDevice(other, "Firefox sur Windows");
    const { page } = await adminPage({ javaScriptEnabled: false, width: 390, height: 844 });
    await page.goto(`${server.url}${NOTIFICATIONS}`);
    const rows = page.getByTestId("push-device-row");
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining("Chrome sur Android"),
      expect.stringContaining("Safari sur iPhone"),
    ]);
    expect(await page.getByRole("button", { name: PUSH_MESSAGES.enable }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: `Retirer ${ANDROID_CHROME}` }).click();
    await page.waitForURL(`${server.url}${ADMIN}/account`);
    expect((await devicesOf(owner)).map((d) => d.id)).toEqual([kept]);
    expect(removed).not.toBe(kept);
    expect(await devicesOf(other)).toHaveLength(1);
  });

  it("'Retirer' with JavaScript, and the overview shows the part too", async () => {
    await clearDevices();
    await seedDevice(owner, ANDROID_CHROME);
    const { page, errors } = await adminPage();
    await page.goto(`${server.url}${ADMIN}/account`);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: "Notifications", exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: `Retirer ${ANDROID_CHROME}` }).click();
    await eventually(() => page.getByTestId("push-device-row").count()).toBe(0);
    await eventually(() => page.getByText(PUSH_MESSAGES.noDevice).isVisible()).toBe(true);
    expect(await devicesOf(owner)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("'Envoyer une notification de test' reaches this administrator's devices, and a new request reaches every administrator's", async () => {
    await clearDevices();
    service.received.length = 0;
    const mine = service.newDevice();
    const theirs = service.newDevice();
    await seedDevice(owner, ANDROID_CHROME, mine);
    await seedDevice(other, "Safari sur iPhone", theirs);
    const { page } = await adminPage();
    await page.goto(`${server.url}${NOTIFICATIONS}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: PUSH_MESSAGES.sendTest }).click();
    await eventually(() => page.locator("[data-sonner-toast]", { hasText: PUSH_MESSAGES.testSent(1) }).count()).toBe(1);
    expect(service.refused).toEqual([]);
    expect(service.received.map((p) => [p.deviceId, p.message.title, p.message.url])).toEqual([
      [mine.id, PUSH_MESSAGES.testTitle, `${server.url}${NOTIFICATIONS}`],
    ]);

    service.received.length = 0;
    const lead = await post(
      "/api/leads/contact",
      {
        prenom: "Claire",
        nom: "Fontaine",
        telephone: "0611223344",
        email: "claire@example.fr",
        ville: "Amplepuis",
        projet: "gouttieres",
        description: "Gouttière décrochée.",
      },
      { origin: server.url, accept: "application/json" },
    );
    expect(lead.status).toBe(200);
    const [row] = await runSql(server, "select id, reference from leads where email = ?", ["claire@example.fr"]);
    await eventually(() => service.received.length).toBe(2);
    for (const push of service.received) {
      expect(push.message).toMatchObject({
        title: "Nouvelle demande — Claire Fontaine, Gouttières",
        body: `Amplepuis · ${String(row!.reference)}`,
        url: `${server.url}${ADMIN}/leads/${String(row!.id)}`,
      });
    }
    expect(service.received.map((p) => p.deviceId).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it("refuses a forged cross-origin post, a signed-out one, another administrator's device and bad subscriptions, changing nothing", async () => {
    await clearDevices();
    const theirs = await seedDevice(other, "Firefox sur Windows");
    const mine = await seedDevice(owner, ANDROID_CHROME);
    const signedIn = { cookie: owner.cookie, origin: server.url };
    const before = await runSql(server, "select id, user_id, endpoint from push_subscriptions order by id");

    const forged = await post(
      NOTIFICATIONS,
      { intent: "remove-device", id: mine },
      { cookie: owner.cookie, origin: "https://evil.example" },
    );
    expect(forged.status).toBe(403);
    for (const path of [NOTIFICATIONS, `${NOTIFICATIONS}.data`]) {
      const anonymous = await post(path, { intent: "remove-device", id: mine }, { origin: server.url });
      expect([401, 302], path).toContain(anonymous.status);
      if (anonymous.status === 302)
        expect(new URL(anonymous.headers.get("location")!, server.url).pathname).toBe("/auth-portal-secure");
    }

    const foreign = await post(`${NOTIFICATIONS}.data`, { intent: "remove-device", id: theirs }, signedIn);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toContain(PUSH_MESSAGES.notFound);

    const device = service.newDevice();
    const good = {
      intent: "subscribe",
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      p256dh: device.p256dh,
      auth: device.auth,
    };
    const bad: [Record<string, string>, string][] = [
      [{ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/abc" }, PUSH_MESSAGES.invalidEndpoint],
      [{ ...good, endpoint: device.endpoint }, PUSH_MESSAGES.invalidEndpoint],
      [{ ...good, p256dh: Buffer.alloc(33, 4).toString("base64url") }, PUSH_MESSAGES.invalidKeys],
      [{ ...good, auth: Buffer.alloc(8, 1).toString("base64url") }, PUSH_MESSAGES.invalidKeys],
      [{ ...good, endpoint: `https://fcm.googleapis.com/${"a".repeat(2000)}` }, PUSH_MESSAGES.tooLong],
    ];
    for (const [fields, message] of bad) {
      for (const path of [NOTIFICATIONS, `${NOTIFICATIONS}.data`]) {
        const res = await post(path, fields, signedIn);
        expect(res.status, `${path} ${fields.endpoint.slice(0, 40)}`).toBe(400);
        expect(await res.text()).toContain(message);
      }
    }
    expect(await runSql(server, "select id, user_id, endpoint from push_subscriptions order by id")).toEqual(before);

    // the same form, well formed: stored for this administrator, labelled from the browser
    const ok = await post(NOTIFICATIONS, good, {
      ...signedIn,
      "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
    });
    expect(ok.status).toBe(302);
    expect((await runSql(server, "select device from push_subscriptions where endpoint = ?", [good.endpoint]))[0]).toEqual({
      device: ANDROID_CHROME,
    });
  });

  it("looks like the other account parts (screenshots at 390 and 1280 px when SCREENSHOT_DIR is set)", async () => {
    await clearDevices();
    await seedDevice(owner, "Safari sur iPhone");
    await seedDevice(owner, "Chrome sur Windows");
    // one tab, loaded again at each width
    const { page, errors } = await adminPage({ width: 390, height: 900 });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}${NOTIFICATIONS}`);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "push", `notifications-${width}.png`, { fullPage: true });
      expect(errors).toEqual([]);
    }
  });
});
