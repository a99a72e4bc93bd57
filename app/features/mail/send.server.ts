/**
 * What the other features use to send e-mail. Every message goes into the
 * outbox first (stored, then delivered by the sender with retries:
 * sender.server.ts); nothing here talks to SMTP or knows who calls it.
 * The server starts and stops the sender itself (sender.server.ts).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { getEnv, type Env } from "~/config/env.server";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { systemClock, type Clock } from "~/lib/clock";
import { logger } from "~/lib/logger.server";
import { insertOutboxRow, relaunchFailedRows, type MailPayload } from "./outbox.server";
import { kickOutbox } from "./sender.server";

export type { MailPayload } from "./outbox.server";

export function isMailConfigured(env: Env = getEnv()): boolean {
  return Boolean(env.SMTP_URL);
}

const isoAt = (clock: Clock) => new Date(clock()).toISOString();

/**
 * Adds a message to the outbox inside the caller's transaction, so that it
 * exists if and only if what it announces was committed. Call
 * `deliverQueuedMail()` once the transaction has committed.
 */
export async function queueMail(
  trx: Transaction<DB> | Kysely<DB>,
  mail: {
    kind: string;
    payload: MailPayload;
    /** the quote request the message is about (the leads inbox shows its delivery), or null */
    leadId?: string | null;
    /** ISO time the message is due from (default: the clock's now) */
    now?: string;
  },
  clock: Clock = systemClock,
): Promise<string> {
  return insertOutboxRow(trx, {
    kind: mail.kind,
    leadId: mail.leadId ?? null,
    payload: mail.payload,
    now: mail.now ?? isoAt(clock),
  });
}

/** Asks this process's sender to deliver what is due now, without waiting for it. */
export function deliverQueuedMail(): void {
  kickOutbox();
}

/**
 * Makes the failed messages about a quote request due again now (attempts
 * start over) and asks for a delivery. False when it has no failed message.
 */
export async function relaunchFailedMail(db: Kysely<DB>, leadId: string, clock: Clock = systemClock): Promise<boolean> {
  const relaunched = await relaunchFailedRows(db, leadId, isoAt(clock));
  if (relaunched) kickOutbox();
  return relaunched;
}

/** One plain-text e-mail to one address, on its own (not tied to a transaction). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** what the message is, for the logs and the table ('password_reset'…) */
  kind?: string;
}

/** Queues one plain-text e-mail and asks the sender to deliver it now. */
export async function enqueueMail(mail: OutgoingMail): Promise<void> {
  const env = getEnv();
  const kind = mail.kind ?? "mail";
  const id = randomUUID();
  await queueMail(getDb(), {
    kind,
    payload: {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo ? { name: "", address: mail.replyTo } : null,
      messageId: `<${kind}-${id}@${new URL(env.SITE_URL).hostname}>`,
    },
  });
  deliverQueuedMail();
  logger.info({ kind, to: mail.to }, "mail queued");
}
