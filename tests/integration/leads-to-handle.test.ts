import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "~/db/client.server";
import { leadCounts, listLeads } from "~/features/leads/inbox-queries.server";
import { saveAfterCall, setLeadStatus } from "~/features/leads/pipeline.server";
import { callbackFormSchema, contactFormSchema } from "~/features/leads/schemas";
import { storeLead } from "~/features/leads/store-lead.server";
import { leadsToHandle } from "~/features/leads/to-handle.server";
import type { Clock } from "~/lib/clock";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

// 23:30 in Paris on 2026-11-25 (22:30 UTC): half an hour before the next day there
const LATE_EVENING_PARIS = Date.parse("2026-11-25T22:30:00Z");

function fixedClock(at: number): Clock {
  let now = at;
  return () => (now += 1000);
}

async function contact(firstName: string, clock: Clock, spam = false) {
  const { id } = await storeLead(
    {
      submission: {
        form: "contact",
        values: contactFormSchema.parse({
          prenom: firstName,
          nom: "Client",
          telephone: "06 00 00 00 01",
          email: `${firstName
            .normalize("NFD")
            .replace(/[^a-z]/gi, "")
            .toLowerCase()}@example.fr`,
          ville: "Tarare",
          projet: "zinguerie",
          description: "Gouttière qui fuit",
        }),
      },
      ipHash: null,
      userAgent: null,
      sourcePath: "/contact",
      spam,
    },
    undefined,
    clock,
  );
  return id;
}

async function callback(name: string, clock: Clock) {
  const { id } = await storeLead(
    {
      submission: {
        form: "callback",
        values: callbackFormSchema.parse({ nom: name, telephone: "06 12 34 56 78", codePostal: "69170" }),
      },
      ipHash: null,
      userAgent: null,
      sourcePath: "/urgence-toiture",
      spam: false,
      urgent: true,
    },
    undefined,
    clock,
  );
  return id;
}

async function followUp(id: string, day: string | null) {
  await getDatabase().db.updateTable("leads").set({ follow_up_on: day }).where("id", "=", id).execute();
}

describe.each(TEST_ENGINES)("the dashboard's 'À traiter' and the inbox's order on %s", (kind) => {
  let t: TestDatabase;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "" });
    const clock = fixedClock(LATE_EVENING_PARIS - 10 * 24 * 60 * 60_000);
    ids.urgentOld = await callback("Jean Urgent", clock);
    ids.first = await contact("Alice", clock);
    ids.second = await contact("Bruno", clock);
    ids.contacted = await contact("Chloé", clock);
    ids.lost = await contact("Denis", clock);
    ids.spam = await contact("Spam", clock, true);
    ids.urgentCalled = await callback("Paul Rappelé", clock);
    ids.newest = await contact("Zoé", clock);
    await setLeadStatus(ids.contacted!, { status: "contacte", lostReason: null }, "test");
    await setLeadStatus(ids.lost!, { status: "perdu", lostReason: "prix" }, "test");
    await setLeadStatus(ids.urgentCalled!, { status: "contacte", lostReason: null }, "test");
    await followUp(ids.contacted!, "2026-11-25"); // due today (Paris)
    await followUp(ids.second!, "2026-11-20"); // overdue, still new
    await followUp(ids.urgentCalled!, "2026-11-26"); // tomorrow
    await followUp(ids.lost!, "2026-11-01"); // lost: nothing to do
    await followUp(ids.spam!, "2026-11-01"); // spam: never listed
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("lists urgent call-backs not yet returned, new requests and call-backs due by today in Paris", async () => {
    const work = await leadsToHandle({ clock: () => LATE_EVENING_PARIS });
    expect(work.today).toBe("2026-11-25");
    expect(work.urgentCallbacks.total).toBe(1);
    expect(work.urgentCallbacks.leads.map((l) => l.name)).toEqual(["Jean Urgent"]);
    // oldest first: the one waiting longest; spam and urgent call-backs apart
    expect(work.newRequests.leads.map((l) => l.id)).toEqual([ids.first, ids.second, ids.newest]);
    expect(work.newRequests.total).toBe(3);
    // most overdue first; lost, spam and tomorrow's left out
    expect(work.followUpsDue.leads.map((l) => [l.id, l.followUpOn])).toEqual([
      [ids.second, "2026-11-20"],
      [ids.contacted, "2026-11-25"],
    ]);
  });

  it("counts the day in Paris: after midnight there, tomorrow's call-back is due", async () => {
    const justAfterMidnight = LATE_EVENING_PARIS + 31 * 60_000; // 23:01 UTC, 00:01 on the 26th in Paris
    const work = await leadsToHandle({ clock: () => justAfterMidnight });
    expect(work.today).toBe("2026-11-26");
    expect(work.followUpsDue.leads.map((l) => l.id)).toEqual([ids.second, ids.contacted, ids.urgentCalled]);
  });

  it("lists a few by name and counts them all", async () => {
    const work = await leadsToHandle({ clock: () => LATE_EVENING_PARIS, listed: 2 });
    expect(work.newRequests.leads).toHaveLength(2);
    expect(work.newRequests.total).toBe(3);
  });

  it("takes a request out of the list once its status and call-back are saved after the call", async () => {
    await saveAfterCall(
      ids.first!,
      { change: { status: "contacte", lostReason: null }, note: "Rappelé, visite jeudi", followUpOn: null },
      "test",
      { clock: () => LATE_EVENING_PARIS },
    );
    const work = await leadsToHandle({ clock: () => LATE_EVENING_PARIS });
    expect(work.newRequests.leads.map((l) => l.id)).toEqual([ids.second, ids.newest]);
    const events = await getDatabase()
      .db.selectFrom("lead_events")
      .select(["kind", "detail"])
      .where("lead_id", "=", ids.first!)
      .execute();
    expect(events.map((e) => [e.kind, e.detail]).sort()).toEqual([
      ["note", "Rappelé, visite jeudi"],
      ["status", "contacte"],
    ]);
    // the same save again changes nothing: no second status or follow-up event
    await saveAfterCall(ids.first!, { change: { status: "contacte", lostReason: null }, note: null, followUpOn: null }, "test");
    const again = await getDatabase().db.selectFrom("lead_events").select("id").where("lead_id", "=", ids.first!).execute();
    expect(again).toHaveLength(2);
  });

  it("pins an urgent call-back not yet returned on top of the inbox, whatever its age", async () => {
    const { leads } = await listLeads();
    expect(leads[0]!.id).toBe(ids.urgentOld);
    // then newest first: the returned call-back is not pinned
    expect(leads.slice(1).map((l) => l.id)).toEqual([
      ids.newest,
      ids.urgentCalled,
      ids.lost,
      ids.contacted,
      ids.second,
      ids.first,
    ]);
  });

  it("filters 'À rappeler': requests with a call-back date, the earliest first, spam apart", async () => {
    const { leads, total } = await listLeads({ filter: "a-rappeler" });
    expect(leads.map((l) => [l.id, l.followUpOn])).toEqual([
      [ids.lost, "2026-11-01"],
      [ids.second, "2026-11-20"],
      [ids.contacted, "2026-11-25"],
      [ids.urgentCalled, "2026-11-26"],
    ]);
    expect(total).toBe(4);
    expect((await leadCounts())["a-rappeler"]).toBe(4);
  });

  it("says how many photos came with each request", async () => {
    const { leads } = await listLeads();
    expect(leads.every((l) => l.photoCount === 0)).toBe(true);
    await getDatabase()
      .db.insertInto("lead_photos")
      .values(
        [1, 2].map((n) => ({
          id: `photo-${n}`,
          lead_id: ids.newest!,
          storage_key: `k/${n}.jpg`,
          original_name: `${n}.jpg`,
          mime: "image/jpeg",
          width: 10,
          height: 10,
          size: 100,
          position: n,
          created_at: new Date(LATE_EVENING_PARIS).toISOString(),
        })),
      )
      .execute();
    const after = await listLeads();
    expect(after.leads.find((l) => l.id === ids.newest)?.photoCount).toBe(2);
    expect(after.leads.find((l) => l.id === ids.second)?.photoCount).toBe(0);
  });
});
