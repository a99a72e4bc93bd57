import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import { getLead, retryLeadNotification } from "~/features/leads/inbox-queries.server";
import { storeLead } from "~/features/leads/store-lead.server";
import type { LeadSubmission } from "~/features/leads/schemas";
import { claimDueMail } from "~/features/mail/outbox.server";
import { enqueueMail } from "~/features/mail/send.server";
import {
  OutboxSender,
  backoffDelayMs,
  mailAddressesFromEnv,
  startOutboxSender,
  stopOutboxSender,
  type OutboxSenderOptions,
} from "~/features/mail/sender.server";
import type { Clock } from "~/lib/clock";
import { closedPort } from "../helpers/ports";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { LEADS_TO, contactLead } from "./helpers/leads";

// The mail outbox: retries with backoff, claims and leases, several senders,
// restarts. Quote requests (its first caller) make the messages here; what a
// notification says is tested in leads-notification.test.ts.

const store = (submission: LeadSubmission, spam = false) =>
  storeLead({ submission, ipHash: "abc", userAgent: "vitest", sourcePath: "/contact", spam });

async function outboxRows(t: TestDatabase) {
  return t.database.db.selectFrom("outbox").selectAll().orderBy("created_at").execute();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Real time plus whatever the test has skipped: a row written at real time is
 * due for it, and a wait for a retry or a lease takes no time.
 */
function skippingClock(): { now: Clock; skip(ms: number): void } {
  let skipped = 0;
  return {
    now: () => Date.now() + skipped,
    skip(ms) {
      skipped += ms;
    },
  };
}

describe.each(TEST_ENGINES)("mail outbox on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  let clock = skippingClock();
  const senders: OutboxSender[] = [];

  function sender(options: Partial<OutboxSenderOptions> = {}): OutboxSender {
    const s = new OutboxSender({
      db: t.database.db,
      kind,
      smtpUrl: smtp?.url,
      ...mailAddressesFromEnv(getEnv()),
      baseDelayMs: 300,
      clock: clock.now,
      ...options,
    });
    senders.push(s);
    return s;
  }

  beforeAll(async () => {
    // one message per request here (the owner's notification); the acknowledgement has its own tests (lead-acknowledgement.test.ts)
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", LEAD_ACKNOWLEDGEMENT: "off" });
  });
  beforeEach(() => {
    clock = skippingClock();
  });
  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop(0)));
    await smtp?.close();
    smtp = undefined;
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("leads").execute();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("keeps a notification while SMTP is down, retries with backoff, delivers once SMTP is back", async () => {
    const port = await closedPort();
    const s = sender({ smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 400, smtpTimeoutMs: 2000 });
    const { id } = await store(contactLead());

    const before = clock.now();
    expect(await s.drain()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows(t);
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    const delay1 = new Date(row.next_attempt_at!).getTime() - before;
    expect(delay1).toBeGreaterThanOrEqual(400);
    expect(delay1).toBeLessThan(400 + 2000);
    expect((await getLead(id))?.notification).toMatchObject({ status: "failed", attempts: 1 });

    // not due yet: nothing happens
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });

    // second failure: the delay doubles
    clock.skip(450);
    const before2 = clock.now();
    expect(await s.drain()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows(t);
    expect(row.attempts).toBe(2);
    const delay2 = new Date(row.next_attempt_at!).getTime() - before2;
    expect(delay2).toBeGreaterThanOrEqual(800);
    expect(delay2).toBeLessThan(800 + 2000);

    // SMTP comes back on the same address
    smtp = await startSmtpServer({ port });
    clock.skip(850);
    expect(await s.drain()).toEqual({ sent: 1, failed: 0 });
    await smtp.waitFor(1);
    [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "sent", attempts: 3, last_error: null });
    clock.skip(100);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("delivers a message queued on its own to the address it names (a password reset)", async () => {
    smtp = await startSmtpServer();
    await enqueueMail({ to: "admin@example.fr", subject: "Réinitialisation", text: "Votre lien", kind: "password_reset" });
    expect(await sender().drain()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(["admin@example.fr"]);
    expect(mail.subject).toBe("Réinitialisation");
    expect(mail.text).toContain("Votre lien");
    expect(mail.messageId).toMatch(/^<password_reset-[0-9a-f-]{36}@127\.0\.0\.1>$/);
    expect((await outboxRows(t))[0]).toMatchObject({ kind: "password_reset", lead_id: null, status: "sent", attempts: 1 });
  });

  it("computes exponential backoff capped at one hour", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelayMs(30)).toBe(60 * 60 * 1000);
  });

  it("leaves notifications waiting when no SMTP is configured", async () => {
    await store(contactLead());
    const s = sender({ smtpUrl: undefined });
    expect(s.configured).toBe(false);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRows(t))[0]).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("gives up after the last attempt, and the admin can relaunch it", async () => {
    const port = await closedPort();
    const s = sender({ smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 1, maxAttempts: 2, smtpTimeoutMs: 2000 });
    const { id } = await store(contactLead());
    await s.drain();
    clock.skip(20);
    await s.drain();
    let [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: "failed", attempts: 2, next_attempt_at: null });
    clock.skip(20);
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });

    expect(await retryLeadNotification(id)).toBe(true);
    smtp = await startSmtpServer({ port });
    expect(await s.drain()).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows(t);
    expect(row.status).toBe("sent");
    expect(await retryLeadNotification(id)).toBe(false);
  });

  it("re-claims a row whose sender died only after its lease, and ignores the dead sender's late failure", async () => {
    smtp = await startSmtpServer();
    await store(contactLead());
    // a sender claims the row, then 'dies' (never reports)
    const [dead] = await claimDueMail(t.database.db, kind, {
      token: "dead",
      now: new Date(clock.now()),
      leaseMs: 500,
      limit: 10,
    });
    expect(dead.attempts).toBe(1);
    const s = sender();
    expect(await s.drain()).toEqual({ sent: 0, failed: 0 });
    clock.skip(550);
    const [live] = await claimDueMail(t.database.db, kind, {
      token: "live",
      now: new Date(clock.now()),
      leaseMs: 60_000,
      limit: 10,
    });
    expect(live).toMatchObject({ id: dead.id, attempts: 2, claim_token: "live" });
    // the dead sender's late failure report does not touch the new claim
    await t.database.db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("id", "=", dead.id)
      .where("claim_token", "=", dead.claim_token)
      .execute();
    expect((await outboxRows(t))[0]).toMatchObject({ status: "sending", claim_token: "live" });
  });

  it("delivers each row exactly once with two senders (two app instances) working at once", async () => {
    smtp = await startSmtpServer();
    const other = createDatabase(getEnv());
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 40; i++) ids.add((await store(contactLead({ prenom: `Client${i}` }))).id);
      const a = sender({ batchSize: 3 });
      const b = sender({ db: other.db, kind: other.kind, batchSize: 3 });
      const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
      expect(ra.sent + rb.sent).toBe(40);
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);
      // both drains have returned: every message the server accepted is already counted
      await smtp.waitFor(40);
      expect(smtp.messages).toHaveLength(40);
      const messageIds = new Set(smtp.messages.map((m) => m.messageId));
      expect(messageIds.size).toBe(40);
      expect([...ids].every((id) => messageIds.has(`<lead-${id}@127.0.0.1>`))).toBe(true);
      const rows = await outboxRows(t);
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("sends right after a lead is stored, without anyone waiting for it (process sender)", async () => {
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    const { resetEnvForTests } = await import("~/config/env.server");
    resetEnvForTests();
    try {
      startOutboxSender({ pollMs: 60_000 });
      const started = Date.now();
      await store(contactLead());
      expect(Date.now() - started).toBeLessThan(1000);
      await smtp.waitFor(1, 5000);
    } finally {
      await stopOutboxSender();
      process.env.SMTP_URL = "";
      resetEnvForTests();
    }
  });

  describe("restarts mid-send (a separate process, killed while the SMTP server holds its answer)", () => {
    const children: ChildProcess[] = [];
    afterEach(() => {
      for (const c of children.splice(0)) if (c.exitCode === null) c.kill("SIGKILL");
    });

    /** What each worker wrote on its standard output, and on its error output. */
    const stdout = new Map<ChildProcess, string>();
    const stderr = new Map<ChildProcess, string>();
    const reported = (child: ChildProcess, word: string) => (stdout.get(child) ?? "").split("\n").includes(word);

    /** Waits for a worker to write `word` ("booted", "ready", "drained"); fails if it exits first. */
    async function untilReported(child: ChildProcess, word: string, timeoutMs = 30_000) {
      await until(() => {
        if (child.exitCode !== null && !reported(child, word)) {
          throw new Error(`worker exited (${child.exitCode}): ${stderr.get(child)}`);
        }
        return reported(child, word);
      }, timeoutMs);
    }

    /** A worker process with its modules loaded, its sender not started yet (a server about to start). */
    async function bootWorker(leaseMs: number, pollMs = 100): Promise<ChildProcess> {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "tests/integration/fixtures/outbox-worker.ts", String(leaseMs), String(pollMs)],
        {
          env: {
            ...process.env,
            NODE_ENV: "test",
            LOG_LEVEL: "silent",
            DATA_DIR: t.dataDir,
            DATABASE_URL: t.databaseUrl ?? "",
            SMTP_URL: smtp!.url,
            LEADS_TO,
          },
          stdio: ["pipe", "pipe", "pipe"],
        },
      );
      children.push(child);
      stdout.set(child, "");
      stderr.set(child, "");
      child.stdout?.on("data", (d: Buffer) => stdout.set(child, stdout.get(child) + String(d)));
      child.stderr?.on("data", (d: Buffer) => stderr.set(child, stderr.get(child) + String(d)));
      await untilReported(child, "booted");
      return child;
    }

    async function startWorker(child: ChildProcess): Promise<ChildProcess> {
      child.stdin?.write("start\n");
      await untilReported(child, "ready");
      return child;
    }

    const exited = (child: ChildProcess) =>
      new Promise<number | null>((resolve) =>
        child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", (code) => resolve(code)),
      );

    async function until(condition: () => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error("timed out");
        await sleep(20);
      }
    }

    it("SIGTERM: the stopping process finishes and records its send; the next one sends nothing again", async () => {
      smtp = await startSmtpServer();
      smtp.hold();
      await store(contactLead());
      // the next process boots meanwhile, and starts its sender once the first one has stopped
      const [first, second] = await Promise.all([bootWorker(60_000), bootWorker(60_000)]);
      await startWorker(first);
      await until(() => smtp!.dataReceived() === 1);
      first.kill("SIGTERM");
      // the server answers only once the process is stopping
      await untilReported(first, "stopping");
      smtp.release();
      expect(await exited(first)).toBe(0);
      expect(smtp.messages).toHaveLength(1);
      expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", attempts: 1 });

      await startWorker(second);
      // its first round has claimed everything due (nothing), and a stopped process sends nothing more
      await untilReported(second, "drained");
      second.kill("SIGTERM");
      await exited(second);
      expect(smtp.messages).toHaveLength(1);
    }, 60_000);

    it("SIGKILL before the server's answer: the message is sent once, by the next process, after the lease", async () => {
      smtp = await startSmtpServer();
      smtp.hold();
      await store(contactLead());
      const [first, second] = await Promise.all([bootWorker(2000), bootWorker(2000)]);
      await startWorker(first);
      await until(() => smtp!.dataReceived() === 1);
      first.kill("SIGKILL");
      await exited(first);
      const [claimed] = await outboxRows(t);
      expect(claimed).toMatchObject({ status: "sending", attempts: 1 });
      expect(smtp.messages).toHaveLength(0);

      // the answer held for the dead process is never given
      smtp.abandonHeld();
      await startWorker(second);
      const [mail] = await smtp.waitFor(1, 10_000);
      // not before the dead process's lease ran out
      expect(mail.receivedAt).toBeGreaterThanOrEqual(new Date(claimed.lease_until!).getTime());
      // a stopping process records its sends before it exits, and sends nothing after
      second.kill("SIGTERM");
      await exited(second);
      expect(smtp.messages).toHaveLength(1);
      expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", attempts: 2 });
    }, 60_000);
  });
});
