import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { newIdempotencyKey } from "~/features/leads/idempotency-key";
import { LEAD_KEY_RETENTION_MS, leadSubmissionKey, pruneLeadSubmissions } from "~/features/leads/idempotency.server";
import { storeLead, type StoreLeadInput, type StoreLeadResult } from "~/features/leads/store-lead.server";
import { contactFormSchema } from "~/features/leads/schemas";
import { handleLeadSubmission } from "~/features/leads/submit.server";
import type { Clock } from "~/lib/clock";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { CONTACT_FIELDS, formPost, QUOTE_FIELDS, visitorsFrom } from "./helpers/lead-requests";

const LIMIT = 3;
const contact = CONTACT_FIELDS;
const quote = QUOTE_FIELDS;
const { freshIp, call } = visitorsFrom("203.0.113");
const post = (path: string, fields: Record<string, string>, json: boolean) => formPost(path, fields, { json });

/** Another app instance: a process storing on the same database (fixtures/lead-store-worker.ts). */
async function startStoreWorker(
  t: TestDatabase,
): Promise<{ store(input: StoreLeadInput, copies: number): Promise<StoreLeadResult[]> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/fixtures/lead-store-worker.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.databaseUrl ?? "",
      SMTP_URL: "",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (errors += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => output.includes("ready\n") && resolve());
    void exited.then((code) => reject(new Error(`worker exited (${code}): ${errors}`)));
  });
  return {
    async store(input, copies) {
      child.stdin.write(`${JSON.stringify({ input, copies })}\n`);
      const code = await exited;
      if (code !== 0) throw new Error(`worker failed (${code}): ${errors}`);
      return JSON.parse(output.slice(output.indexOf("ready\n") + 6)) as StoreLeadResult[];
    },
  };
}

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2025, 5, 2, 9, 0, 0)): Clock & { advance(ms: number): void } {
  let now = start;
  return Object.assign(() => now, { advance: (ms: number) => void (now += ms) });
}

describe.each(TEST_ENGINES)("idempotent lead submissions on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    // one message per request here (the owner's notification); the acknowledgement has its own tests (lead-acknowledgement.test.ts)
    t = await useTestDatabase(kind, { RATE_LIMIT_LEADS_PER_HOUR: String(LIMIT), SMTP_URL: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  afterEach(async () => {
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("leads").execute();
    await t.database.db.deleteFrom("lead_submissions").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const count = async (table: "leads" | "outbox" | "lead_submissions") =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a repeated POST with the same key (with JavaScript) answers the first result and stores and mails nothing new", async () => {
    const fields = { ...contact, idempotencyKey: newIdempotencyKey(), redirectTo: "/contact#formulaire-contact" };
    const ip = freshIp();
    const first = await call(contactAction, post("/api/leads/contact", fields, true), ip);
    const firstBody = await first.json();
    expect(first.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await call(contactAction, post("/api/leads/contact", fields, true), ip);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(firstBody);
    }
    // even from another address (a phone that moved from Wi-Fi to 4G between the two)
    const moved = await call(contactAction, post("/api/leads/contact", fields, true), freshIp());
    expect(await moved.json()).toEqual(firstBody);
    expect(await count("leads")).toBe(1);
    expect(await count("outbox")).toBe(1);
  });

  it("without JavaScript, the repeat gets the first answer's redirect and success state", async () => {
    const key = newIdempotencyKey();
    const ip = freshIp();
    const first = await call(
      quoteAction,
      post("/api/leads/quote", { ...quote, idempotencyKey: key, redirectTo: "/devis-gratuit#formulaire-devis" }, false),
      ip,
    );
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe("/devis-gratuit#formulaire-devis");
    // the repeat names another page: the first answer's is kept
    const again = await call(
      quoteAction,
      post("/api/leads/quote", { ...quote, idempotencyKey: key, redirectTo: "/" }, false),
      ip,
    );
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe("/devis-gratuit#formulaire-devis");
    expect(again.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    expect(await count("leads")).toBe(1);
    expect(await count("outbox")).toBe(1);
  });

  it("identical POSTs at once store one request (concurrency), and count once against the rate limit", async () => {
    const fields = { ...contact, idempotencyKey: newIdempotencyKey() };
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: LIMIT }, () => call(contactAction, post("/api/leads/contact", fields, true), ip)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(LIMIT).fill(200));
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
    expect(await count("leads")).toBe(1);
    expect(await count("outbox")).toBe(1);
    expect(await count("lead_submissions")).toBe(1);
    // the repeats gave their rate-limit hits back: LIMIT - 1 other requests still pass
    for (let i = 1; i < LIMIT; i++) {
      const other = { ...contact, description: `Demande ${i}`, idempotencyKey: newIdempotencyKey() };
      expect((await call(contactAction, post("/api/leads/contact", other, true), ip)).status).toBe(200);
    }
    expect(await count("leads")).toBe(LIMIT);
  });

  it("several instances (processes) on the same database store it once", async () => {
    const submission = { form: "contact" as const, values: contactFormSchema.parse(contact) };
    const key = leadSubmissionKey({ submission, clientKey: newIdempotencyKey(), ipHash: null });
    const input: StoreLeadInput = {
      submission,
      ipHash: null,
      userAgent: null,
      sourcePath: "/contact",
      spam: false,
      idempotency: { key, redirectTo: "/contact" },
    };
    const workers = await Promise.all([startStoreWorker(t), startStoreWorker(t), startStoreWorker(t)]);
    // all at once, and this process too
    const answers = workers.map((worker) => worker.store(input, 3));
    const here = await Promise.all([storeLead(input), storeLead(input)]);
    const results = [...here, ...(await Promise.all(answers)).flat()];
    expect(results).toHaveLength(11);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await count("leads")).toBe(1);
    expect(await count("outbox")).toBe(1);
  }, 60_000);

  it("the same key with other entries (a correction after a failure) is another request", async () => {
    const key = newIdempotencyKey();
    const ip = freshIp();
    await call(contactAction, post("/api/leads/contact", { ...contact, idempotencyKey: key }, true), ip);
    await call(
      contactAction,
      post("/api/leads/contact", { ...contact, telephone: "06 98 76 54 32", idempotencyKey: key }, true),
      ip,
    );
    expect(await count("leads")).toBe(2);
  });

  it("without a key (no JavaScript), the same entries from the same address are the same request; from another, a new one", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      expect((await call(contactAction, post("/api/leads/contact", contact, false), ip)).status).toBe(303);
    }
    expect(await count("leads")).toBe(1);
    await call(contactAction, post("/api/leads/contact", contact, false), freshIp());
    await call(contactAction, post("/api/leads/contact", { ...contact, description: "Autre chose." }, false), ip);
    expect(await count("leads")).toBe(3);
  });

  it("repeats are not counted by the rate limit", async () => {
    const ip = freshIp();
    const fields = { ...contact, idempotencyKey: newIdempotencyKey() };
    for (let i = 0; i < LIMIT + 3; i++) {
      expect((await call(contactAction, post("/api/leads/contact", fields, true), ip)).status).toBe(200);
    }
    for (let i = 1; i < LIMIT; i++) {
      const other = { ...contact, description: `Demande ${i}`, idempotencyKey: newIdempotencyKey() };
      expect((await call(contactAction, post("/api/leads/contact", other, true), ip)).status).toBe(200);
    }
    expect(
      (await call(contactAction, post("/api/leads/contact", { ...contact, description: "Une de trop" }, true), ip)).status,
    ).toBe(429);
    expect(await count("leads")).toBe(LIMIT);
  });

  it("a key expires after its retention: the same POST is then stored again; expired keys are pruned", async () => {
    const clock = manualClock();
    const fields = { ...contact, idempotencyKey: newIdempotencyKey() };
    const submit = () =>
      handleLeadSubmission("contact", post("/api/leads/contact", fields, true), { clientIp: freshIp() }, { clock });
    expect((await submit()).status).toBe(200);
    clock.advance(LEAD_KEY_RETENTION_MS - 1);
    expect((await submit()).status).toBe(200);
    expect(await count("leads")).toBe(1);
    clock.advance(2);
    expect((await submit()).status).toBe(200);
    expect(await count("leads")).toBe(2);
    expect(await count("lead_submissions")).toBe(1);

    clock.advance(LEAD_KEY_RETENTION_MS + 1);
    expect(await pruneLeadSubmissions(t.database.db, clock)).toBe(1);
    expect(await count("lead_submissions")).toBe(0);
    expect(await count("leads")).toBe(2);
  });

  it.each(["x", "clé avec des espaces et accents", "a".repeat(200), "../../etc/passwd?x=1"])(
    "refuses a malformed key %j with a French message, and stores nothing",
    async (idempotencyKey) => {
      const res = await call(contactAction, post("/api/leads/contact", { ...contact, idempotencyKey }, true), freshIp());
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, errors: {}, message: "Formulaire invalide" });
      expect(await count("leads")).toBe(0);
    },
  );
});
