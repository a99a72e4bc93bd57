/**
 * The alert of a new request on the administrators' phones
 * (docs/product.md#admin-push), sent once whatever the number of instances:
 * the instance that claims `push:lead:{id}` sends it. The claim comes before
 * the sending, which cannot be undone: a crash in between loses this one
 * alert (the e-mail and the inbox still have the request), never doubles it.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toBool } from "~/db/values";
import { pushToSubscriptions, type PushOutcome } from "~/features/push/send.server";
import { subscriptionsOfAdmins } from "~/features/push/subscriptions.server";
import { claimJob } from "~/lib/job-claims.server";
import { systemClock, type Clock } from "~/lib/clock";
import type { LeadForm } from "./format";
import { leadPushMessage } from "./lead-alert-message";
import { leadPageUrl } from "./lead-page-url.server";

export const leadPushKey = (leadId: string) => `push:lead:${leadId}`;

/**
 * Alerts every administrator's devices of a stored, non-spam request. Resolves
 * with null when there was nothing to do (spam, unknown request, no device, or
 * another instance sent it).
 */
export async function notifyNewLead(leadId: string, deps: { db?: Kysely<DB>; clock?: Clock } = {}): Promise<PushOutcome | null> {
  const db = deps.db ?? getDb();
  const clock = deps.clock ?? systemClock;
  const lead = await db
    .selectFrom("leads")
    .select(["id", "form", "first_name", "last_name", "city", "address", "project", "reference", "urgent", "spam"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead || toBool(lead.spam)) return null;
  const subscriptions = await subscriptionsOfAdmins(db);
  if (subscriptions.length === 0) return null;
  if (!(await claimJob(db, leadPushKey(leadId), new Date(clock())))) return null;
  const message = leadPushMessage(
    {
      id: lead.id,
      form: lead.form as LeadForm,
      firstName: lead.first_name,
      lastName: lead.last_name,
      city: lead.city,
      address: lead.address,
      project: lead.project,
      reference: lead.reference,
      urgent: toBool(lead.urgent),
    },
    leadPageUrl(lead.id),
  );
  return pushToSubscriptions(subscriptions, message, { db, clock });
}
