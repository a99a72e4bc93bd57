/**
 * Alerts on the administrators' phones (docs/product.md#admin-push), end to
 * end against a real push service on loopback (tests/helpers/push-service.ts),
 * which checks the VAPID signature and decrypts each payload itself: a stored
 * request reaches every administrator's device exactly once, with the right
 * words and link; a device the service says is gone is forgotten; spam alerts
 * no one; two instances racing on one request send it once; the keys are made
 * once and kept.
 */
import { statSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv, parseEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { removeAdmin } from "~/features/auth/admins.server";
import { leadPushKey, notifyNewLead } from "~/features/leads/lead-alert.server";
import { leadPageUrl } from "~/features/leads/lead-page-url.server";
import { storeLead, type StoreLeadInput } from "~/features/leads/store-lead.server";
import { pushToAdmins, sendTestPush } from "~/features/push/send.server";
import {
  listPushDevices,
  removePushDevicesOf,
  savePushSubscription,
  subscriptionsOfAdmins,
} from "~/features/push/subscriptions.server";
import { VAPID_KEYS_FILE, vapidKeys } from "~/features/push/vapid.server";
import { createAdminUser } from "../helpers/admin-user";
import { startPushService, type TestDevice, type TestPushService } from "../helpers/push-service";
import { captureLogs } from "./helpers/capture-logs";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { contactLead, quoteLead } from "./helpers/leads";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

let service: TestPushService;
let untrust: () => void;

beforeAll(async () => {
  service = await startPushService();
  untrust = service.trustInThisProcess();
});
afterAll(async () => {
  untrust?.();
  await service?.close();
});

/** Waits until the service has `count` pushes, then a moment more: a duplicate would have arrived by then. */
async function settledPushes(count: number, graceMs = 400) {
  await vi.waitFor(() => expect(service.received.length).toBeGreaterThanOrEqual(count), { timeout: 10_000, interval: 20 });
  await new Promise((r) => setTimeout(r, graceMs));
  return service.received;
}

const input = (overrides: Partial<StoreLeadInput> = {}): StoreLeadInput => ({
  submission: contactLead({ ville: "Tarare" }),
  ipHash: null,
  userAgent: null,
  sourcePath: "/contact",
  spam: false,
  ...overrides,
});

describe.each(TEST_ENGINES)("push alerts (%s)", (kind) => {
  let t: TestDatabase;
  let owner: { id: string };
  let partner: { id: string };
  let phone: TestDevice;
  let laptop: TestDevice;
  let partnerPhone: TestDevice;

  async function subscribe(userId: string, device: TestDevice, userAgent: string) {
    await savePushSubscription(userId, device, userAgent);
  }

  beforeEach(async () => {
    t = await useTestDatabase(kind);
    owner = await createAdminUser(getEnv(), t.database, {
      email: "patron@az-toiture.test",
      password: "Zinc-et-ardoise-2024",
      name: "Patron",
    });
    partner = await createAdminUser(getEnv(), t.database, {
      email: "associe@az-toiture.test",
      password: "Zinc-et-ardoise-2024",
      name: "Associé",
    });
    phone = service.newDevice();
    laptop = service.newDevice();
    partnerPhone = service.newDevice();
    service.received.length = 0;
    service.refused.length = 0;
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it("a stored request reaches each administrator's device once, decrypted, with its name, project, place and page", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(
      owner.id,
      laptop,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    );
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);

    const started = Date.now();
    const stored = await storeLead(input());
    expect(Date.now() - started).toBeLessThan(1000);

    const pushes = await settledPushes(3);
    expect(service.refused).toEqual([]);
    expect(pushes.map((p) => p.deviceId).sort()).toEqual([phone.id, laptop.id, partnerPhone.id].sort());
    for (const push of pushes) {
      expect(push.message).toEqual({
        title: "Nouvelle demande — Jean Dupont, Gouttières",
        body: `Tarare · ${stored.reference}`,
        tag: `lead-${stored.id}`,
        url: leadPageUrl(stored.id),
        urgent: false,
      });
      expect(push.vapidKey).toBe(vapidKeys().publicKey);
      expect(push.subject).toBe("mailto:contact@az-toiture.fr");
      expect(push.urgency).toBe("high");
    }
    expect(leadPageUrl(stored.id)).toBe(`http://127.0.0.1:3999/dashboard-management-panel/leads/${stored.id}`);
    // the claim that makes it once
    const claims = await t.database.db.selectFrom("job_claims").select("key").execute();
    expect(claims.map((c) => c.key)).toContain(leadPushKey(stored.id));
    // each device remembers when it last got one
    expect((await listPushDevices(owner.id)).every((d) => d.lastUsedAt !== null)).toBe(true);
  });

  it("an emergency call-back is marked URGENT and asks to stay on screen; a quote request shows its address", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    const urgent = await storeLead(input({ urgent: true }));
    const [push] = await settledPushes(1);
    expect(push!.message).toMatchObject({
      title: "URGENT — Nouvelle demande — Jean Dupont, Gouttières",
      body: `Demande de rappel urgent. Tarare · ${urgent.reference}`,
      urgent: true,
    });

    service.received.length = 0;
    const quote = await storeLead(input({ submission: quoteLead() }));
    const [second] = await settledPushes(1);
    expect(second!.message).toMatchObject({
      title: "Nouvelle demande — Hélène Müller, Rénovation complète",
      body: `12 rue des Tuiles, 69001 Lyon · ${quote.reference}`,
      urgent: false,
    });
  });

  it("a device the push service says is gone (410, 404) is forgotten; the others still get the alert", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(owner.id, laptop, ANDROID_CHROME);
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);
    service.answer(phone.id, 410);
    service.answer(laptop.id, 404);
    await storeLead(input());
    const pushes = await settledPushes(1);
    expect(pushes.map((p) => p.deviceId)).toEqual([partnerPhone.id]);
    await vi.waitFor(async () => expect(await listPushDevices(owner.id)).toEqual([]), { timeout: 5000 });
    expect(await listPushDevices(partner.id)).toHaveLength(1);
  });

  it("a device that fails otherwise (500) is logged, kept, and never fails the caller", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);
    service.answer(phone.id, 500);
    const logs = captureLogs();
    try {
      const stored = await storeLead(input());
      await settledPushes(1);
      await vi.waitFor(() => expect(logs.text()).toContain("push: delivery failed"), { timeout: 5000 });
      expect(await listPushDevices(owner.id)).toHaveLength(1);
      // called directly, the same failure is an outcome, not an exception
      service.received.length = 0;
      await t.database.db.deleteFrom("job_claims").execute();
      await expect(notifyNewLead(stored.id)).resolves.toEqual({ delivered: 1, removed: 0, failed: 1 });
    } finally {
      logs.restore();
    }
  });

  it("spam alerts no one and claims nothing", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    const spam = await storeLead(input({ spam: true }));
    expect(await notifyNewLead(spam.id)).toBeNull();
    await new Promise((r) => setTimeout(r, 400));
    expect(service.received).toEqual([]);
    expect(await t.database.db.selectFrom("job_claims").selectAll().execute()).toEqual([]);
  });

  it("two instances racing on the same request (two database connections) send it once", async () => {
    // Stored as spam, then un-flagged: storeLead starts no alert of its own in the background, which would
    // be a fifth racer reading the devices while the test adds them.
    const stored = await storeLead(input({ spam: true }));
    await t.database.db.updateTable("leads").set({ spam: false }).where("id", "=", stored.id).execute();
    expect(await t.database.db.selectFrom("job_claims").selectAll().execute()).toEqual([]);
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);
    const other = createDatabase(getEnv());
    try {
      const outcomes = await Promise.all([
        notifyNewLead(stored.id, { db: t.database.db }),
        notifyNewLead(stored.id, { db: other.db }),
        notifyNewLead(stored.id, { db: other.db }),
        notifyNewLead(stored.id, { db: t.database.db }),
      ]);
      expect(outcomes.filter((o) => o !== null)).toEqual([{ delivered: 2, removed: 0, failed: 0 }]);
    } finally {
      await other.close();
    }
    const pushes = await settledPushes(2);
    expect(pushes.map((p) => p.deviceId).sort()).toEqual([phone.id, partnerPhone.id].sort());
    // and later: still once
    expect(await notifyNewLead(stored.id)).toBeNull();
  });

  it("only administrators' devices get alerts: a removed administrator's devices are deleted with them", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);
    await removeAdmin(owner.id, partner.id, removePushDevicesOf);
    expect(await listPushDevices(partner.id)).toEqual([]);
    expect((await subscriptionsOfAdmins()).map((s) => s.endpoint)).toEqual([phone.endpoint]);
    await expect(
      pushToAdmins({ title: "Rappel", body: "Une demande attend", tag: "rappel", url: leadPageUrl("x") }),
    ).resolves.toEqual({
      delivered: 1,
      removed: 0,
      failed: 0,
    });
    expect((await settledPushes(1)).map((p) => p.deviceId)).toEqual([phone.id]);
  });

  it("the same device subscribing again replaces its row; devices are labelled from their browser; the test goes to one's own devices", async () => {
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(owner.id, phone, ANDROID_CHROME);
    await subscribe(partner.id, partnerPhone, IPHONE_SAFARI);
    expect((await listPushDevices(owner.id)).map((d) => d.device)).toEqual(["Chrome sur Android"]);
    expect((await listPushDevices(partner.id)).map((d) => d.device)).toEqual(["Safari sur iPhone"]);
    await expect(sendTestPush(partner.id)).resolves.toEqual({ delivered: 1, removed: 0, failed: 0 });
    const [push] = await settledPushes(1);
    expect(push).toMatchObject({
      deviceId: partnerPhone.id,
      message: { title: "Notification de test", url: "http://127.0.0.1:3999/dashboard-management-panel/account/notifications" },
    });
  });
});

describe("VAPID keys", () => {
  let t: TestDatabase;
  afterEach(async () => {
    await t?.cleanup();
  });

  it("are generated once into DATA_DIR (private file), and the same pair is read back by a fresh process", async () => {
    t = await useTestDatabase("sqlite");
    const first = vapidKeys();
    const file = path.join(t.dataDir, VAPID_KEYS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(vapidKeys()).toEqual(first);
    // a fresh module (another process, a restart) reads the file instead of making new keys
    vi.resetModules();
    const fresh = await import("~/features/push/vapid.server");
    expect(fresh.vapidKeys()).toEqual(first);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first);
  });

  it("come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, which must be set together", async () => {
    t = await useTestDatabase("sqlite");
    const pair = { publicKey: "", privateKey: "" };
    const made = vapidKeys();
    Object.assign(pair, made);
    const env = parseEnv({
      ...process.env,
      DATA_DIR: t.dataDir,
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    expect(vapidKeys(env)).toEqual(pair);
    expect(() =>
      vapidKeys(parseEnv({ ...process.env, DATA_DIR: t.dataDir, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: "" })),
    ).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });
});
