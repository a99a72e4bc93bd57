/**
 * The `outbox` table: every e-mail the site sends is first a row here,
 * written in the caller's transaction (a quote request and its notification
 * commit together), then delivered by the sender (sender.server.ts, which
 * describes the state machine of a row; docs/decisions/004-mail-outbox.md).
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DbKind } from "~/db/client.server";
import type { DB } from "~/db/schema";
import type { MailAttachmentRef } from "./attachments.server";

/** What is stored in outbox.payload: the message, minus the addresses that come from configuration. */
export interface MailPayload {
  subject: string;
  text: string;
  /** an HTML alternative of `text` (sent as multipart/alternative); inline styles, no remote resources */
  html?: string;
  replyTo: { name: string; address: string } | null;
  /** a stable Message-ID: a message sent twice is still one message for mail clients */
  messageId: string;
  headers?: Record<string, string>;
  /** the recipient when it is not the site's owner (LEADS_TO): e.g. a password reset link to an administrator */
  to?: string;
  /** files attached, loaded at send time (attachments.server.ts) */
  attachments?: MailAttachmentRef[];
  /**
   * a calendar invitation (iTIP): sent as a text/calendar alternative with its method and as an
   * attached .ics file (nodemailer's `icalEvent`; docs/product.md#visits)
   */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

/** One message to add to the outbox. */
export interface QueuedMail {
  /** what the message is, for the logs and the table ('lead_notification', 'password_reset'…) */
  kind: string;
  /**
   * The quote request the message is about, or null. The table keeps this
   * column (`lead_id`, deleted with the request) so that the leads inbox can
   * show the state of each request's notification.
   */
  leadId: string | null;
  payload: MailPayload;
  /** ISO time of the insert: the row is due from then on */
  now: string;
}

/** Adds a message to the outbox inside the caller's transaction (or as its own statement). Returns its id. */
export async function insertOutboxRow(trx: Transaction<DB> | Kysely<DB>, mail: QueuedMail): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("outbox")
    .values({
      id,
      kind: mail.kind,
      lead_id: mail.leadId,
      payload: JSON.stringify(mail.payload),
      status: "pending",
      attempts: 0,
      last_error: null,
      next_attempt_at: mail.now,
      claim_token: null,
      lease_until: null,
      created_at: mail.now,
      updated_at: mail.now,
      sent_at: null,
    })
    .execute();
  return id;
}

export interface ClaimedRow {
  id: string;
  lead_id: string | null;
  payload: string;
  attempts: number;
  claim_token: string;
}

/** Claims up to `limit` due rows for one sender, atomically (see the state machine in sender.server.ts). */
export async function claimDueMail(
  db: Kysely<DB>,
  kind: DbKind,
  options: { token: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedRow[]> {
  const now = options.now.toISOString();
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const lock = kind === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<ClaimedRow>`
    update outbox
    set status = 'sending', claim_token = ${options.token}, lease_until = ${leaseUntil},
        attempts = attempts + 1, updated_at = ${now}
    where id in (
      select id from outbox
      where (status in ('pending', 'failed') and next_attempt_at <= ${now})
         or (status = 'sending' and lease_until <= ${now})
      order by next_attempt_at
      limit ${options.limit}
      ${lock}
    )
    returning id, lead_id, payload, attempts, claim_token`.execute(db);
  return result.rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/** Records a delivered message, whoever holds its claim (the message has left). */
export async function markMailSent(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now, updated_at: now, claim_token: null, lease_until: null, last_error: null })
    .where("id", "=", id)
    .where("status", "<>", "sent")
    .execute();
}

/**
 * Records a failed attempt, only for the current claim holder: a sender whose
 * lease ran out cannot overwrite a newer claim. `nextAttemptAt` null: given up.
 */
export async function markMailFailed(
  db: Kysely<DB>,
  row: Pick<ClaimedRow, "id" | "claim_token">,
  failure: { error: string; nextAttemptAt: string | null; now: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({
      status: "failed",
      last_error: failure.error,
      next_attempt_at: failure.nextAttemptAt,
      updated_at: failure.now,
      claim_token: null,
      lease_until: null,
    })
    .where("id", "=", row.id)
    .where("claim_token", "=", row.claim_token)
    .execute();
}

/**
 * Makes the failed messages about a quote request due again at `now`
 * (attempts start over). False when it has none (sent, pending, none at all).
 */
export async function relaunchFailedRows(db: Kysely<DB>, leadId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, updated_at: now })
    .where("lead_id", "=", leadId)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
