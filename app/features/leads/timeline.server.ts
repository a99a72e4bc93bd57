/**
 * A request's timeline (docs/product.md#lead-page): its receipt, every e-mail
 * about it (read from the outbox: sent, waiting or failed with the error) and
 * the owner's events (status changes, notes, follow-up dates, reminders),
 * oldest first.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { isPermanentRecipientRefusal } from "~/features/mail/recipient-refusal";
import { leadEvents } from "./pipeline.server";
import type { TimelineEntry } from "./timeline";

export async function leadTimeline(
  lead: { id: string; createdAt: string },
  db: Kysely<DB> = getDatabase().db,
): Promise<TimelineEntry[]> {
  const [mails, events] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["id", "kind", "status", "attempts", "last_error", "next_attempt_at", "created_at", "updated_at", "sent_at"])
      .where("lead_id", "=", lead.id)
      .execute(),
    leadEvents(lead.id, db),
  ]);
  const entries: TimelineEntry[] = [{ type: "received", id: "received", at: lead.createdAt }];
  for (const m of mails) {
    const status = m.status === "sent" || m.status === "failed" ? m.status : "pending";
    entries.push({
      type: "mail",
      id: m.id,
      kind: m.kind,
      status,
      attempts: Number(m.attempts),
      error: status === "failed" ? m.last_error : null,
      willRetry: status === "failed" && m.next_attempt_at !== null,
      refused: isPermanentRecipientRefusal(m),
      at: toIso(status === "sent" && m.sent_at ? m.sent_at : status === "failed" ? m.updated_at : m.created_at),
    });
  }
  for (const e of events)
    entries.push({ type: "event", id: e.id, kind: e.kind, detail: e.detail, actor: e.actor, at: e.createdAt });
  return entries.sort((a, b) => a.at.localeCompare(b.at) || (a.type === "received" ? -1 : b.type === "received" ? 1 : 0));
}
