import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { migrations } from "~/db/migrations";
import type { AnyDb } from "~/db/migrations/types";
import { getLead } from "~/features/leads/inbox-queries.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { parseStatusChange } from "~/features/leads/pipeline";
import { addLeadNote, deleteLead, leadEvents, setLeadFollowUp, setLeadStatus } from "~/features/leads/pipeline.server";
import { leadTimeline } from "~/features/leads/timeline.server";
import { createPostgresDatabase } from "../helpers/postgres";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";
import { contactLead, quoteLead } from "./helpers/leads";

const store = (at: number, overrides: Partial<Parameters<typeof storeLead>[0]> = {}, db?: TestDatabase) =>
  storeLead(
    { submission: contactLead(), ipHash: null, userAgent: null, sourcePath: "/contact", spam: false, ...overrides },
    db?.database.db,
    () => at,
  );

describe.each(TEST_ENGINES)("the lead pipeline on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "" });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("numbers requests per year of receipt in Paris, from 0001", async () => {
    const a = await store(Date.parse("2031-12-31T22:30:00Z")); // 23:30 in Paris: still 2031
    const b = await store(Date.parse("2031-12-31T23:30:00Z")); // 00:30 in Paris: 2032
    const c = await store(Date.parse("2032-03-01T10:00:00Z"));
    expect([a.reference, b.reference, c.reference]).toEqual(["D-2031-0001", "D-2032-0001", "D-2032-0002"]);
  });

  it("gives distinct consecutive references to requests stored at the same time", async () => {
    const at = Date.parse("2033-05-01T10:00:00Z");
    const stored = await Promise.all(Array.from({ length: 12 }, () => store(at)));
    const numbers = stored.map((s) => Number(s.reference.slice(-4))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("records status changes, notes and follow-ups with who and when; first contact once", async () => {
    const { id } = await store(Date.parse("2034-01-10T09:00:00Z"), { submission: quoteLead() });
    const at = (iso: string) => ({ clock: () => Date.parse(iso) });
    expect(await setLeadStatus(id, { status: "contacte", lostReason: null }, "Paul", at("2034-01-10T10:15:00Z"))).toBe(true);
    expect(await setLeadStatus(id, { status: "visite", lostReason: null }, "Paul", at("2034-01-11T08:00:00Z"))).toBe(true);
    // the same status again writes nothing
    expect(await setLeadStatus(id, { status: "visite", lostReason: null }, "Paul", at("2034-01-11T08:05:00Z"))).toBe(true);
    expect(await setLeadStatus(id, { status: "perdu", lostReason: "delai" }, "Marie", at("2034-01-12T08:00:00Z"))).toBe(true);
    expect(await addLeadNote(id, "<b>Rappeler</b> après 18h", "Marie", at("2034-01-12T08:01:00Z"))).toBe(true);
    expect(await setLeadFollowUp(id, "2034-02-01", "Marie", at("2034-01-12T08:02:00Z"))).toBe(true);
    expect(await addLeadNote("no-such-id", "x", "Marie")).toBe(false);
    expect(await setLeadFollowUp("no-such-id", null, "Marie")).toBe(false);

    const lead = await getLead(id);
    expect(lead).toMatchObject({
      status: "perdu",
      lostReason: "delai",
      followUpOn: "2034-02-01",
      firstContactedAt: "2034-01-10T10:15:00.000Z",
      statusChangedAt: "2034-01-12T08:00:00.000Z",
    });
    const events = await leadEvents(id);
    expect(events.map((e) => [e.kind, e.detail, e.actor])).toEqual([
      ["status", "contacte", "Paul"],
      ["status", "visite", "Paul"],
      ["status", "perdu:delai", "Marie"],
      ["note", "<b>Rappeler</b> après 18h", "Marie"],
      ["follow_up", "2034-02-01", "Marie"],
    ]);
    const timeline = await leadTimeline(lead!);
    expect(timeline[0]).toMatchObject({ type: "received", at: "2034-01-10T09:00:00.000Z" });
    // its notification and the visitor's acknowledgement wait in the outbox (no SMTP here)
    expect(timeline.map((e) => e.type)).toEqual(["received", "mail", "mail", "event", "event", "event", "event", "event"]);
    const mails = timeline.filter((e) => e.type === "mail");
    expect(mails.map((m) => [m.kind, m.status]).sort()).toEqual([
      ["lead_acknowledgement", "pending"],
      ["lead_notification", "pending"],
    ]);
  });

  it("deletes a request with its events, e-mails and keys", async () => {
    const { id } = await store(Date.parse("2035-01-10T09:00:00Z"));
    await addLeadNote(id, "à supprimer", "Paul");
    expect(await deleteLead(id)).toBe(true);
    expect(await deleteLead(id)).toBe(false);
    const db = t.database.db;
    expect(await db.selectFrom("lead_events").select("id").where("lead_id", "=", id).execute()).toEqual([]);
    expect(await db.selectFrom("outbox").select("id").where("lead_id", "=", id).execute()).toEqual([]);
  });
});

describe("status changes accept only the lists", () => {
  it("needs a known status, and a known reason for 'perdu'", () => {
    expect(parseStatusChange("gagne", "prix")).toEqual({ ok: true, change: { status: "gagne", lostReason: null } });
    expect(parseStatusChange("perdu", "hors-zone")).toEqual({ ok: true, change: { status: "perdu", lostReason: "hors-zone" } });
    expect(parseStatusChange("perdu", "")).toEqual({ ok: false, message: "Indiquez pourquoi la demande est perdue." });
    expect(parseStatusChange("perdu", "trop-cher")).toEqual({ ok: false, message: "Cette raison n'existe pas." });
    expect(parseStatusChange("termine", null)).toEqual({ ok: false, message: "Ce statut n'existe pas." });
  });
});

describe.each(TEST_ENGINES)("requests stored before the pipeline, migrated on %s", (kind) => {
  let database: Database;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "az-migrate-"));
    const pg = kind === "postgres" ? await createPostgresDatabase() : undefined;
    drop = pg?.drop;
    database = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: pg?.url });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("turns 'traité' into 'Contacté' and numbers the old requests in order of receipt", async () => {
    const names = Object.keys(migrations).sort();
    const pipelineAt = names.indexOf("008-lead-pipeline");
    for (const name of names.slice(0, pipelineAt)) await migrations[name]!.up(database.db, database.kind);
    const yes = kind === "postgres" ? true : 1;
    const no = kind === "postgres" ? false : 0;
    const old = [
      { created_at: "2025-06-01T10:00:00.000Z", handled: yes, handled_at: "2025-06-02T08:00:00.000Z" },
      { created_at: "2026-02-01T10:00:00.000Z", handled: no, handled_at: null },
      { created_at: "2026-01-15T10:00:00.000Z", handled: yes, handled_at: "2026-01-16T09:30:00.000Z" },
    ].map((row) => ({
      id: randomUUID(),
      form: "contact",
      first_name: "Ancien",
      last_name: "Client",
      email: "ancien@example.fr",
      phone: "0600000000",
      spam: no,
      ...row,
    }));
    // the table as it was before the pipeline, not as the current schema types describe it
    await (database.db as AnyDb).insertInto("leads").values(old).execute();
    await migrations["008-lead-pipeline"]!.up(database.db, database.kind);

    const rows = await database.db
      .selectFrom("leads")
      .select(["id", "reference", "status", "first_contacted_at"])
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => [r.reference, r.status])).toEqual([
      ["D-2025-0001", "contacte"],
      ["D-2026-0001", "contacte"],
      ["D-2026-0002", "nouveau"],
    ]);
    expect(new Date(rows[1]!.first_contacted_at!).toISOString()).toBe("2026-01-16T09:30:00.000Z");
    const counters = await database.db.selectFrom("lead_reference_counters").selectAll().orderBy("year").execute();
    expect(counters.map((c) => [Number(c.year), Number(c.last)])).toEqual([
      [2025, 1],
      [2026, 2],
    ]);
  });
});
