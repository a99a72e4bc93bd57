/**
 * The dashboard's 'À traiter' (docs/product.md#to-handle): urgent call-backs
 * nobody has returned yet, new requests, and call-backs ('À rappeler le') due
 * today or overdue, Paris time by the clock passed in. Spam is never listed.
 */
import type { Kysely } from "kysely";
import { getDatabase } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { parisDay } from "~/lib/business-hours";
import { systemClock, type Clock } from "~/lib/clock";
import { LEAD_NAME_COLUMNS } from "./lead-columns";
import { OPEN_STATUSES } from "./pipeline";

/** Requests listed by name in each group; the group's title counts them all. */
export const TO_HANDLE_LISTED = 5;

export interface ToHandleLead {
  id: string;
  reference: string;
  name: string;
  city: string;
  createdAt: string;
  followUpOn: string | null;
}

export interface ToHandleGroup {
  total: number;
  leads: ToHandleLead[];
}

export interface ToHandle {
  /** the Paris day the follow-ups are due against, 'YYYY-MM-DD' */
  today: string;
  /** urgent call-backs still 'Nouveau', oldest first (waiting longest) */
  urgentCallbacks: ToHandleGroup;
  /** other requests still 'Nouveau', oldest first */
  newRequests: ToHandleGroup;
  /** open requests whose 'À rappeler le' is today or earlier, most overdue first */
  followUpsDue: ToHandleGroup;
}

export async function leadsToHandle({
  db = getDatabase().db,
  clock = systemClock,
  listed = TO_HANDLE_LISTED,
}: { db?: Kysely<DB>; clock?: Clock; listed?: number } = {}): Promise<ToHandle> {
  const today = parisDay(new Date(clock()));
  const notSpam = () => db.selectFrom("leads").where("leads.spam", "=", false);
  const urgent = () => notSpam().where("leads.status", "=", "nouveau").where("leads.urgent", "=", true);
  const fresh = () => notSpam().where("leads.status", "=", "nouveau").where("leads.urgent", "=", false);
  const due = () =>
    notSpam()
      .where("leads.status", "in", [...OPEN_STATUSES])
      .where("leads.follow_up_on", "is not", null)
      .where("leads.follow_up_on", "<=", today);
  const columns = [...LEAD_NAME_COLUMNS, "leads.city", "leads.created_at", "leads.follow_up_on"] as const;
  const total = async (query: ReturnType<typeof notSpam>) =>
    Number((await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  const [urgentRows, urgentTotal, freshRows, freshTotal, dueRows, dueTotal] = await Promise.all([
    urgent().select(columns).orderBy("leads.created_at").orderBy("leads.id").limit(listed).execute(),
    total(urgent()),
    fresh().select(columns).orderBy("leads.created_at").orderBy("leads.id").limit(listed).execute(),
    total(fresh()),
    due().select(columns).orderBy("leads.follow_up_on").orderBy("leads.created_at").orderBy("leads.id").limit(listed).execute(),
    total(due()),
  ]);
  const view = (r: (typeof urgentRows)[number]): ToHandleLead => ({
    id: r.id,
    reference: r.reference,
    name: `${r.first_name} ${r.last_name}`.trim(),
    city: r.city,
    createdAt: toIso(r.created_at),
    followUpOn: r.follow_up_on,
  });
  return {
    today,
    urgentCallbacks: { total: urgentTotal, leads: urgentRows.map(view) },
    newRequests: { total: freshTotal, leads: freshRows.map(view) },
    followUpsDue: { total: dueTotal, leads: dueRows.map(view) },
  };
}
