/**
 * Reviews as French law asks (docs/product.md#reviews): every testimonial carries its date, the
 * date of the work and its source; reviews stored before get sensible values from the migration;
 * the admin's posts refuse missing, invalid or out-of-order dates and store nothing; the line on
 * how reviews are checked has a default and is the owner's once saved.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "~/db/client.server";
import { migrations } from "~/db/migrations";
import { SEED_CONSEIL_TESTIMONIALS } from "~/db/migrations/013-faq-testimonials.seed";
import type { AnyDb } from "~/db/migrations/types";
import { handleFaqAdminPost } from "~/features/faq/admin-action.server";
import { listAllForAdmin, listTestimonials } from "~/features/faq/faq.server";
import { DEFAULT_REVIEW_POLICY } from "~/features/faq/review-policy";
import { readReviewPolicy } from "~/features/faq/review-policy.server";
import { CONSEIL_SCOPE } from "~/features/faq/scopes";
import { parisIsoDay } from "~/lib/dates";
import { readContentVersion } from "~/lib/content-version.server";
import { createPostgresDatabase } from "../helpers/postgres";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const REVIEWS_AT = "021-review-dates-and-sources";

describe.each(TEST_ENGINES)("testimonials stored before the review dates, migrated on %s", (kind) => {
  let database: Database;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "az-reviews-"));
    const pg = kind === "postgres" ? await createPostgresDatabase() : undefined;
    drop = pg?.drop;
    database = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: pg?.url });
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("dates each one on the Paris day of its last change, collected by the business; the line on checks starts as the default", async () => {
    const names = Object.keys(migrations).sort();
    for (const name of names.slice(0, names.indexOf(REVIEWS_AT))) await migrations[name]!.up(database.db, database.kind);
    const old = [
      // 23:30 UTC on 31 December is already 1 January in Paris
      { name: "Paul D.", updated_at: "2025-12-31T23:30:00.000Z" },
      { name: "Inès K.", updated_at: "2026-02-10T09:00:00.000Z" },
    ].map((row, i) => ({
      id: randomUUID(),
      scope: CONSEIL_SCOPE,
      position: 10 + i,
      project: "Toiture",
      rating: 5,
      comment: "Très bien.",
      ...row,
    }));
    // the table as it was before this migration, not as the current schema types describe it
    await (database.db as AnyDb).insertInto("testimonials").values(old).execute();
    const seeded = await database.db
      .selectFrom("testimonials")
      .select(["name", "updated_at"])
      .where(
        "name",
        "in",
        SEED_CONSEIL_TESTIMONIALS.map((t) => t.name),
      )
      .execute();
    expect(seeded).toHaveLength(SEED_CONSEIL_TESTIMONIALS.length);

    await migrations[REVIEWS_AT]!.up(database.db, database.kind);

    const rows = await listTestimonials(CONSEIL_SCOPE, database.db);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Paul D.")).toMatchObject({ reviewDate: "2026-01-01", workDate: "2026-01-01", source: "company" });
    expect(byName.get("Inès K.")).toMatchObject({ reviewDate: "2026-02-10", workDate: "2026-02-10", source: "company" });
    for (const { name, updated_at } of seeded) {
      const day = parisIsoDay(new Date(updated_at));
      expect(byName.get(name)).toMatchObject({ reviewDate: day, workDate: day, source: "company" });
    }
    expect(rows.map((row) => row.name)).toEqual([...SEED_CONSEIL_TESTIMONIALS.map((t) => t.name), "Paul D.", "Inès K."]);
    expect(await readReviewPolicy(database.db)).toBe(DEFAULT_REVIEW_POLICY);
  });
});

type Answer = {
  status: number;
  location: string | null;
  body: { form?: string; errors?: Record<string, string>; message?: string };
};

/** The admin action's answer: a refused form (React Router's data() object) or the redirect it throws after a save. */
async function post(fields: Record<string, string>, now = "2026-03-20T10:00:00Z"): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  try {
    const result = (await handleFaqAdminPost(form, { clock: () => Date.parse(now) })) as unknown as {
      type?: string;
      data?: Answer["body"];
      init?: { status?: number } | null;
    };
    if (result.type === "DataWithResponseInit")
      return { status: result.init?.status ?? 200, location: null, body: result.data ?? {} };
    throw new Error("the action answered neither a refusal nor a redirect");
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), body: {} };
    throw thrown;
  }
}

describe.each(TEST_ENGINES)("the admin's review fields on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const review = {
    name: "Hélène V.",
    project: "Zinguerie à Villeurbanne",
    rating: "5",
    comment: "Chantier propre et rapide.",
    reviewDate: "2026-03-12",
    workDate: "2026-02-20",
    source: "email",
  };
  const add = (fields: Record<string, string>, now?: string) =>
    post({ intent: "add", kind: "testimonial", scope: CONSEIL_SCOPE, ...fields }, now);
  const count = async () => (await listTestimonials(CONSEIL_SCOPE)).length;

  it("refuses missing, invalid or out-of-order dates and a missing source, in French, and stores nothing", async () => {
    const before = await count();
    const version = await readContentVersion("site");

    let answer = await add({ ...review, reviewDate: "", workDate: "", source: "" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      reviewDate: "La date de l'avis est obligatoire.",
      workDate: "La date du chantier est obligatoire.",
      source: "Choisissez la source de l'avis.",
    });
    expect(answer.body.message).toBe("Corrigez les champs signalés.");

    answer = await add({ ...review, reviewDate: "2026-02-30", source: "Avis vérifié" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      reviewDate: "La date de l'avis n'est pas une date valide.",
      source: "Choisissez la source de l'avis.",
    });

    answer = await add({ ...review, workDate: "2026-03-13" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      workDate: "Le chantier ne peut pas être postérieur à l'avis : vérifiez les deux dates.",
    });

    // the day after the clock's day in Paris
    answer = await add({ ...review, reviewDate: "2026-03-21" });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ reviewDate: "La date de l'avis ne peut pas être postérieure à aujourd'hui." });

    expect(await count()).toBe(before);
    expect(await readContentVersion("site")).toBe(version);
  });

  it("stores a valid review with its dates and source, and an edit keeps the same rules", async () => {
    // 23:30 UTC on 20 March is already 21 March in Paris: a review of that day is accepted
    const added = await add({ ...review, reviewDate: "2026-03-21", workDate: "2026-03-21" }, "2026-03-20T23:30:00Z");
    expect(added.status).toBe(302);
    const stored = (await listAllForAdmin()).testimonials.find((x) => x.name === review.name)!;
    expect(stored).toMatchObject({ reviewDate: "2026-03-21", workDate: "2026-03-21", source: "email", rating: 5 });
    expect(added.location).toBe(`/dashboard-management-panel/faq#entree-${stored.id}`);

    const refused = await post({
      intent: "edit",
      kind: "testimonial",
      id: stored.id,
      ...review,
      workDate: "2026-03-22",
      reviewDate: "2026-03-21",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.form).toBe(`edit:${stored.id}`);
    expect((await listAllForAdmin()).testimonials.find((x) => x.id === stored.id)).toMatchObject({
      reviewDate: "2026-03-21",
      workDate: "2026-03-21",
    });

    const edited = await post({ intent: "edit", kind: "testimonial", id: stored.id, ...review, source: "google" });
    expect(edited.status).toBe(302);
    expect((await listTestimonials(CONSEIL_SCOPE)).at(-1)).toMatchObject({
      name: review.name,
      reviewDate: "2026-03-12",
      workDate: "2026-02-20",
      source: "google",
    });
  });

  it("keeps the line on how reviews are checked: the default, then the owner's; never empty", async () => {
    expect(await readReviewPolicy()).toBe(DEFAULT_REVIEW_POLICY);
    const version = Number(await readContentVersion("site"));

    const empty = await post({ intent: "save", kind: "review-policy", notice: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      form: "review-policy",
      errors: { notice: "Indiquez comment les avis sont recueillis et vérifiés." },
    });
    const tooLong = await post({ intent: "save", kind: "review-policy", notice: "a".repeat(301) });
    expect(tooLong.body.errors).toEqual({ notice: "Ce texte ne doit pas dépasser 300 caractères." });
    expect(await readReviewPolicy()).toBe(DEFAULT_REVIEW_POLICY);
    expect(Number(await readContentVersion("site"))).toBe(version);

    const notice = "Avis recueillis par e-mail après chaque chantier ; nous vérifions que chaque avis correspond à une facture.";
    const saved = await post({ intent: "save", kind: "review-policy", notice: `  ${notice} ` });
    expect(saved).toMatchObject({ status: 302, location: "/dashboard-management-panel/faq#verification-avis" });
    expect(await readReviewPolicy()).toBe(notice);
    expect(Number(await readContentVersion("site"))).toBe(version + 1);

    await post({ intent: "save", kind: "review-policy", notice: "Avis recueillis après chaque chantier." });
    expect(await readReviewPolicy()).toBe("Avis recueillis après chaque chantier.");
  });
});
