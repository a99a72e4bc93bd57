/**
 * The outbox sender: delivers the rows of `outbox` (outbox.server.ts) over
 * SMTP; any number of app instances may run one at once.
 *
 * State machine of one row (see docs/decisions/004-mail-outbox.md):
 *
 *   pending ──claim──► sending ──SMTP 250──► sent            (final)
 *      ▲                 │  ▲
 *      │           SMTP  │  └─ lease expired (its process died mid-send):
 *      │           error │     claimable again, with a new claim token
 *      │                 ▼
 *      └──(due again)── failed   next_attempt_at = now + backoff(attempts),
 *                                 or null after OUTBOX_MAX_ATTEMPTS (given up;
 *                                 a caller can relaunch it, e.g. the leads inbox)
 *
 * - recipient refused for good (5xx to RCPT TO, e.g. 550 unknown mailbox):
 *   failed at once with next_attempt_at null, whatever the attempts, and
 *   last_error 'SMTP 550: destinataire refusé — …' (recipient-refusal.ts
 *   tells such a row apart). A 4xx answer or a connection error is retried.
 *
 * - claim: ONE atomic statement moves due rows (pending/failed whose
 *   next_attempt_at has passed, or sending whose lease has expired) to
 *   'sending' with a fresh claim_token, lease_until = now + lease and
 *   attempts + 1. On PostgreSQL the candidate rows are selected `FOR UPDATE
 *   SKIP LOCKED`, so concurrent senders never claim the same row; SQLite runs
 *   the UPDATE … WHERE id IN (SELECT …) under its single writer lock.
 * - success: `sent` is written whoever holds the claim (the message left).
 * - failure: written only by the current claim holder (claim_token matches),
 *   so a sender whose lease ran out cannot overwrite a newer claim.
 * - no duplicates: a claimed row is invisible to every other sender until its
 *   lease (10 min) expires, far beyond the longest possible SMTP exchange
 *   (connection, greeting and socket timeouts are 10-30 s); a stopping
 *   process stops claiming and waits for its in-flight sends to be recorded
 *   before it closes the database. The one window left is a process killed
 *   between the SMTP server's 250 and the UPDATE that follows (milliseconds):
 *   that message is sent again after the lease, with the same Message-ID, so
 *   mail clients show it once. Nothing is ever lost.
 * - no SMTP_URL: nothing is claimed; rows wait as 'pending'.
 * - time: "now" in claims (due rows, expired leases) and in the backoff comes
 *   from the clock passed in, so tests move time instead of waiting; only the
 *   poll timer and the stop/retry waits use real time.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import { getEnv, type Env } from "~/config/env.server";
import { getDatabase, type DbKind } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { logger as rootLogger } from "~/lib/logger.server";
import { claimDueMail, markMailFailed, markMailSent, type ClaimedRow, type MailPayload } from "./outbox.server";
import { resolveAttachments } from "./attachments.server";
import { permanentRecipientRefusalOf, recipientRefusalError } from "./recipient-refusal";

export const OUTBOX_POLL_MS = 15_000;
export const OUTBOX_LEASE_MS = 10 * 60_000;
export const OUTBOX_BASE_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 60 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 12;
export const OUTBOX_BATCH_SIZE = 20;
/** How long a stopping process waits for its in-flight sends to be recorded. */
export const OUTBOX_DRAIN_MS = 8_000;
const LAST_ERROR_MAX_LENGTH = 500;

/** Delay before attempt n+1 after n failed attempts: 30 s, 1 min, 2 min… capped at 1 h. */
export function backoffDelayMs(attempts: number, baseMs = OUTBOX_BASE_DELAY_MS, maxMs = OUTBOX_MAX_DELAY_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxSenderOptions {
  db: Kysely<DB>;
  kind: DbKind;
  /** unset: the sender claims nothing and rows wait */
  smtpUrl?: string;
  from: string;
  /** the site owner's address: the recipient of every message that names none */
  to: string;
  pollMs?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** SMTP connection, greeting and socket timeouts (ms) */
  smtpTimeoutMs?: number;
  logger?: Pick<typeof rootLogger, "info" | "warn" | "error" | "debug">;
  /** "now" of claims, leases and retry delays (tests move it instead of waiting) */
  clock?: Clock;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

function describeError(error: unknown): string {
  const refusal = permanentRecipientRefusalOf(error);
  if (refusal) return recipientRefusalError(refusal.responseCode, refusal.response).slice(0, LAST_ERROR_MAX_LENGTH);
  if (!(error instanceof Error)) return String(error).slice(0, LAST_ERROR_MAX_LENGTH);
  const e = error as Error & { code?: string; responseCode?: number };
  const prefix = e.responseCode ? `SMTP ${e.responseCode}: ` : e.code && !e.message.includes(e.code) ? `${e.code}: ` : "";
  return `${prefix}${e.message}`.replace(/\s+/g, " ").trim().slice(0, LAST_ERROR_MAX_LENGTH);
}

/**
 * Delivers due outbox rows. `drain()` sends everything due now; `start()`
 * adds an unref'd poll timer; `kick()` asks for a drain without waiting;
 * `stop()` stops claiming and waits for in-flight sends.
 */
export class OutboxSender {
  readonly #o: Required<Omit<OutboxSenderOptions, "smtpUrl" | "logger">> & Pick<OutboxSenderOptions, "smtpUrl">;
  readonly #now: () => Date;
  readonly #log: NonNullable<OutboxSenderOptions["logger"]>;
  #transport: Transporter | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<DrainResult> | null = null;
  #again = false;
  #stopped = false;

  constructor(options: OutboxSenderOptions) {
    this.#o = {
      pollMs: OUTBOX_POLL_MS,
      leaseMs: OUTBOX_LEASE_MS,
      baseDelayMs: OUTBOX_BASE_DELAY_MS,
      maxDelayMs: OUTBOX_MAX_DELAY_MS,
      maxAttempts: OUTBOX_MAX_ATTEMPTS,
      batchSize: OUTBOX_BATCH_SIZE,
      smtpTimeoutMs: 30_000,
      clock: systemClock,
      ...options,
    };
    const clock = this.#o.clock;
    this.#now = () => new Date(clock());
    this.#log = options.logger ?? rootLogger.child({ component: "outbox" });
  }

  get configured(): boolean {
    return Boolean(this.#o.smtpUrl);
  }

  #transporter(): Transporter {
    if (!this.#transport) {
      const timeout = this.#o.smtpTimeoutMs;
      this.#transport = nodemailer.createTransport({
        pool: true,
        maxConnections: 5,
        maxMessages: 100,
        connectionTimeout: Math.min(timeout, 15_000),
        greetingTimeout: Math.min(timeout, 15_000),
        socketTimeout: timeout,
        // SMTP_URL's own settings (host, port, auth, ?tls.rejectUnauthorized=false…) win
        ...parseConnectionUrl(this.#o.smtpUrl!),
      });
    }
    return this.#transport;
  }

  /** Sends every row due now (and keeps going while rows keep becoming due). Never throws. */
  drain(): Promise<DrainResult> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async (): Promise<DrainResult> => {
      const total: DrainResult = { sent: 0, failed: 0 };
      do {
        this.#again = false;
        const r = await this.#drainOnce();
        total.sent += r.sent;
        total.failed += r.failed;
      } while (this.#again && !this.#stopped);
      return total;
    };
    this.#running = run().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #drainOnce(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    if (!this.configured) return result;
    while (!this.#stopped) {
      let rows: ClaimedRow[];
      try {
        rows = await claimDueMail(this.#o.db, this.#o.kind, {
          token: randomUUID(),
          now: this.#now(),
          leaseMs: this.#o.leaseMs,
          limit: this.#o.batchSize,
        });
      } catch (error) {
        this.#log.error({ err: error }, "outbox: claiming failed");
        return result;
      }
      if (rows.length === 0) return result;
      const outcomes = await Promise.all(rows.map((row) => this.#deliver(row)));
      result.sent += outcomes.filter(Boolean).length;
      result.failed += outcomes.filter((ok) => !ok).length;
    }
    return result;
  }

  async #deliver(row: ClaimedRow): Promise<boolean> {
    let payload: MailPayload;
    try {
      payload = JSON.parse(row.payload) as MailPayload;
    } catch (error) {
      await this.#recordFailure(row, error, true);
      return false;
    }
    try {
      const attachments = await resolveAttachments(payload.attachments);
      await this.#transporter().sendMail({
        from: this.#o.from,
        to: payload.to ?? this.#o.to,
        replyTo: payload.replyTo ?? undefined,
        subject: payload.subject,
        text: payload.text,
        ...(payload.html ? { html: payload.html } : {}),
        messageId: payload.messageId,
        headers: payload.headers,
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(payload.icalEvent ? { icalEvent: payload.icalEvent } : {}),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (error) {
      // an address that does not exist will not exist on the next attempt either
      await this.#recordFailure(row, error, permanentRecipientRefusalOf(error) !== null);
      return false;
    }
    await this.#recordSent(row);
    return true;
  }

  async #recordSent(row: ClaimedRow): Promise<void> {
    const now = this.#now().toISOString();
    // Retried: losing this write would send the message again after the lease.
    for (let attempt = 1; ; attempt++) {
      try {
        await markMailSent(this.#o.db, row.id, now);
        this.#log.info({ outboxId: row.id, leadId: row.lead_id, attempts: row.attempts }, "outbox: message sent");
        return;
      } catch (error) {
        if (attempt >= 5) {
          this.#log.error({ err: error, outboxId: row.id }, "outbox: sent, but could not record it");
          return;
        }
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  async #recordFailure(row: ClaimedRow, error: unknown, permanent: boolean): Promise<void> {
    const now = this.#now();
    const giveUp = permanent || row.attempts >= this.#o.maxAttempts;
    const next = giveUp
      ? null
      : new Date(now.getTime() + backoffDelayMs(row.attempts, this.#o.baseDelayMs, this.#o.maxDelayMs)).toISOString();
    const message = describeError(error);
    this.#log.warn(
      { outboxId: row.id, leadId: row.lead_id, attempts: row.attempts, nextAttemptAt: next, error: message },
      giveUp ? "outbox: giving up on a message" : "outbox: sending failed, will retry",
    );
    try {
      // only our own claim: a newer claim (after our lease expired) keeps its state
      await markMailFailed(this.#o.db, row, { error: message, nextAttemptAt: next, now: now.toISOString() });
    } catch (dbError) {
      this.#log.error({ err: dbError, outboxId: row.id }, "outbox: could not record a failure (lease will expire)");
    }
  }

  /** Polls every pollMs (unref'd: never keeps the process alive) and drains at once. */
  start(): void {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => void this.drain(), this.#o.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** A drain soon, without waiting for it (called right after a message is queued). */
  kick(): void {
    if (this.#stopped || !this.configured) return;
    setImmediate(() => void this.drain());
  }

  /** Stops claiming, waits (up to drainMs) for in-flight sends to be recorded, closes SMTP connections. */
  async stop(drainMs = OUTBOX_DRAIN_MS): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    const running = this.#running;
    if (running) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((r) => (timer = setTimeout(r, drainMs)))]);
      clearTimeout(timer);
    }
    this.#transport?.close();
    this.#transport = null;
  }
}

/* ------------------------------------------------ the process's sender */

/** The sender's address and the owner's (LEADS_TO, or the site's e-mail). */
export function mailAddressesFromEnv(env: Env): { from: string; to: string } {
  const name = env.SITE_NAME.replace(/["\\\r\n]/g, "");
  return {
    from: env.MAIL_FROM ?? `"${name}" <${env.SITE_EMAIL}>`,
    to: env.LEADS_TO ?? env.SITE_EMAIL,
  };
}

let processSender: OutboxSender | null = null;

/** Starts this process's sender (server start-up; tests may shorten its timings or move its clock). Idempotent. */
export function startOutboxSender(
  timings: Partial<Pick<OutboxSenderOptions, "pollMs" | "leaseMs" | "baseDelayMs" | "clock">> = {},
): OutboxSender {
  if (processSender) return processSender;
  const env = getEnv();
  const database = getDatabase();
  processSender = new OutboxSender({
    db: database.db,
    kind: database.kind,
    smtpUrl: env.SMTP_URL,
    ...mailAddressesFromEnv(env),
    ...timings,
  });
  if (!env.SMTP_URL) rootLogger.info("outbox: SMTP_URL is not set, e-mails wait in the outbox");
  processSender.start();
  return processSender;
}

/** Asks this process's sender to deliver now, without waiting (no-op when it is not started). */
export function kickOutbox(): void {
  processSender?.kick();
}

/** Stops this process's sender (shutdown), waiting for in-flight sends. */
export async function stopOutboxSender(): Promise<void> {
  const sender = processSender;
  processSender = null;
  await sender?.stop();
}
