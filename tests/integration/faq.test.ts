import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services } from "~/content";
import {
  SEED_CONSEIL_FAQ,
  SEED_CONSEIL_TESTIMONIALS,
  SEED_HOME_FAQ,
  SEED_SERVICE_FAQ,
} from "~/db/migrations/013-faq-testimonials.seed";
import {
  addFaqEntry,
  addTestimonial,
  listAllForAdmin,
  listFaqEntries,
  listTestimonials,
  moveFaqEntry,
  moveTestimonial,
  removeFaqEntry,
  removeTestimonial,
  updateFaqEntry,
  updateTestimonial,
} from "~/features/faq/faq.server";
import { CONSEIL_SCOPE, HOME_FAQ_SCOPE, serviceFaqScope } from "~/features/faq/scopes";
import { readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const questions = async () => (await listFaqEntries(HOME_FAQ_SCOPE)).map((e) => e.question);
/** The testimonials' words, without the dates and source every review carries (tests/integration/reviews.test.ts). */
const testimonialWords = async () =>
  (await listTestimonials(CONSEIL_SCOPE)).map(({ reviewDate: _r, workDate: _w, source: _s, ...words }) => words);
const dated = { reviewDate: "2026-03-12", workDate: "2026-02-20", source: "email" } as const;
const idOf = async (question: string) => (await listAllForAdmin()).faq.find((e) => e.question === question)!.id;

describe.each(TEST_ENGINES)("FAQ and testimonials on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("starts with the entries the site showed, in their order and words", async () => {
    expect(await listFaqEntries(HOME_FAQ_SCOPE)).toEqual(SEED_HOME_FAQ);
    for (const service of services) {
      expect(await listFaqEntries(serviceFaqScope(service.slug))).toEqual(SEED_SERVICE_FAQ[service.slug]);
    }
    expect(await listFaqEntries(CONSEIL_SCOPE)).toEqual(SEED_CONSEIL_FAQ);
    expect(await testimonialWords()).toEqual(SEED_CONSEIL_TESTIMONIALS);
    expect(SEED_HOME_FAQ[0].question).toBe("Le devis est-il gratuit ?");
  });

  it("adds at the end, edits, moves and removes, each change moving the site's content version", async () => {
    let version = Number(await readContentVersion("site"));
    const bumped = async () => {
      const now = Number(await readContentVersion("site"));
      expect(now).toBe(version + 1);
      version = now;
    };

    const id = await addFaqEntry(HOME_FAQ_SCOPE, { question: "Posez-vous des fenêtres de toit ?", answer: "Oui." });
    await bumped();
    expect((await questions()).at(-1)).toBe("Posez-vous des fenêtres de toit ?");
    expect(await questions()).toHaveLength(SEED_HOME_FAQ.length + 1);

    expect(await moveFaqEntry(id, "up")).toBe("moved");
    await bumped();
    const order = await questions();
    expect(order.at(-2)).toBe("Posez-vous des fenêtres de toit ?");
    expect(order.at(-1)).toBe(SEED_HOME_FAQ.at(-1)!.question);

    expect(await moveFaqEntry(id, "down")).toBe("moved");
    await bumped();
    expect((await questions()).at(-1)).toBe("Posez-vous des fenêtres de toit ?");
    expect(await moveFaqEntry(id, "down")).toBe("edge");
    const first = await idOf(SEED_HOME_FAQ[0].question);
    expect(await moveFaqEntry(first, "up")).toBe("edge");
    expect(Number(await readContentVersion("site"))).toBe(version);

    expect(await updateFaqEntry(id, { question: "Posez-vous des Velux ?", answer: "Oui, et nous les raccordons." })).toBe(true);
    await bumped();
    expect((await listFaqEntries(HOME_FAQ_SCOPE)).at(-1)).toEqual({
      question: "Posez-vous des Velux ?",
      answer: "Oui, et nous les raccordons.",
    });

    expect(await removeFaqEntry(id)).toBe(true);
    await bumped();
    expect(await listFaqEntries(HOME_FAQ_SCOPE)).toEqual(SEED_HOME_FAQ);

    // unknown ids change nothing
    expect(await removeFaqEntry(id)).toBe(false);
    expect(await updateFaqEntry(id, { question: "?", answer: "!" })).toBe(false);
    expect(await moveFaqEntry(id, "up")).toBe("missing");
    expect(Number(await readContentVersion("site"))).toBe(version);
  });

  it("keeps scopes apart: moving within one never reorders another", async () => {
    const zinguerie = serviceFaqScope("zinguerie");
    const [, second] = (await listAllForAdmin()).faq.filter((e) => e.scope === zinguerie);
    expect(await moveFaqEntry(second!.id, "up")).toBe("moved");
    const expected = [...SEED_SERVICE_FAQ.zinguerie];
    [expected[0], expected[1]] = [expected[1]!, expected[0]!];
    expect(await listFaqEntries(zinguerie)).toEqual(expected);
    expect(await listFaqEntries(serviceFaqScope("etancheite"))).toEqual(SEED_SERVICE_FAQ.etancheite);
    expect(await listFaqEntries(HOME_FAQ_SCOPE)).toEqual(SEED_HOME_FAQ);
  });

  it("orders entries that share a position by id and still moves them", async () => {
    const a = await addFaqEntry(CONSEIL_SCOPE, { question: "A ?", answer: "a" });
    const b = await addFaqEntry(CONSEIL_SCOPE, { question: "B ?", answer: "b" });
    // two entries added at once on two instances may get the same position
    const position = (
      await t.database.db.selectFrom("faq_entries").select("position").where("id", "=", a).executeTakeFirstOrThrow()
    ).position;
    await t.database.db.updateTable("faq_entries").set({ position }).where("id", "=", b).execute();
    const [low, high] = [a, b].sort();
    const lowQuestion = low === a ? "A ?" : "B ?";
    const highQuestion = low === a ? "B ?" : "A ?";
    expect((await listFaqEntries(CONSEIL_SCOPE)).slice(-2).map((e) => e.question)).toEqual([lowQuestion, highQuestion]);
    expect(await moveFaqEntry(high!, "up")).toBe("moved");
    expect((await listFaqEntries(CONSEIL_SCOPE)).slice(-2).map((e) => e.question)).toEqual([highQuestion, lowQuestion]);
    await removeFaqEntry(a);
    await removeFaqEntry(b);
    expect(await listFaqEntries(CONSEIL_SCOPE)).toEqual(SEED_CONSEIL_FAQ);
  });

  it("edits, moves and removes testimonials", async () => {
    const id = await addTestimonial(CONSEIL_SCOPE, {
      name: "Paul D.",
      project: "Toiture à Roanne",
      rating: 4,
      comment: "Travail soigné.",
      ...dated,
    });
    expect((await listTestimonials(CONSEIL_SCOPE)).at(-1)).toEqual({
      name: "Paul D.",
      project: "Toiture à Roanne",
      rating: 4,
      comment: "Travail soigné.",
      ...dated,
    });
    expect(await moveTestimonial(id, "up")).toBe("moved");
    expect((await listTestimonials(CONSEIL_SCOPE)).map((x) => x.name)).toEqual([
      "Catherine M.",
      "Laurent B.",
      "Paul D.",
      "Nathalie R.",
    ]);
    expect(
      await updateTestimonial(id, { name: "Paul D.", project: "Toiture à Roanne", rating: 5, comment: "Parfait.", ...dated }),
    ).toBe(true);
    expect((await listTestimonials(CONSEIL_SCOPE))[2]).toMatchObject({ rating: 5, comment: "Parfait." });
    expect(await removeTestimonial(id)).toBe(true);
    expect(await testimonialWords()).toEqual(SEED_CONSEIL_TESTIMONIALS);
  });
});

describe("the seed", () => {
  it("holds the exact text the site showed before the move", () => {
    // taken from app/content before the entries moved (docs/product.md#faq-admin)
    const original = JSON.parse(readFileSync(new URL("./fixtures/faq-before-move.json", import.meta.url), "utf8")) as Record<
      string,
      unknown
    >;
    expect({
      home: SEED_HOME_FAQ,
      services: SEED_SERVICE_FAQ,
      conseilFaq: SEED_CONSEIL_FAQ,
      testimonials: SEED_CONSEIL_TESTIMONIALS,
    }).toEqual(original);
  });
});
