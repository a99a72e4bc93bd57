import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createDatabase } from "~/db/client.server";
import {
  createArticle,
  setOwnArticlePublished,
  updateOwnArticle,
  type ArticleValues,
} from "~/features/articles/article-writes.server";
import { getOwnArticle, listPublishedArticles, listPublishedForSitemap } from "~/features/articles/articles.server";
import { createArticleJobRunner } from "~/features/articles/jobs.server";
import { previewPath, PREVIEW_LINK_DAYS } from "~/features/articles/preview-links";
import {
  articleForPreviewToken,
  createPreviewLink,
  hashPreviewToken,
  listActivePreviewLinks,
  revokePreviewLink,
} from "~/features/articles/preview-links.server";
import { prepareArticle } from "~/features/articles/rules";
import { SCHEDULE_FIELD, SCHEDULE_INTENT, SCHEDULE_MESSAGES } from "~/features/articles/schedule";
import {
  cancelOwnSchedule,
  getOwnSchedule,
  listOwnSchedules,
  publishDueArticles,
  scheduleRequestFromForm,
} from "~/features/articles/schedule.server";
import { readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

// docs/product.md#article-scheduling and docs/product.md#article-preview-links, on the real database.

const ALICE = "user-alice";
const BOB = "user-bob";
const DAY_MS = 24 * 60 * 60_000;
const NOW = new Date("2026-11-26T10:00:00.000Z");
const LATER = new Date("2026-12-03T07:00:00.000Z"); // 3 December, 08:00 in Paris

function values(overrides: Partial<Record<string, unknown>> = {}, publishAt?: Date): ArticleValues {
  const result = prepareArticle({ title: "Entretien des gouttières", content: "## Pourquoi\n\nTexte.", ...overrides });
  if (!result.ok) throw new Error(result.error);
  return publishAt ? { ...result.value, publishAt: publishAt.toISOString() } : result.value;
}

async function scheduledDraft(title: string, at: Date, author = ALICE) {
  return createArticle(author, values({ title, published: false }, at));
}

const articleVersion = () => readContentVersion("articles");

describe.each(TEST_ENGINES)("article scheduling and preview links on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("articles").execute();
  });

  it("has the migration's column, table and indexes", async () => {
    const tables = await t.database.db.introspection.getTables();
    expect(tables.find((x) => x.name === "articles")?.columns.map((c) => c.name)).toContain("publish_at");
    expect(
      tables
        .find((x) => x.name === "article_preview_links")
        ?.columns.map((c) => c.name)
        .sort(),
    ).toEqual(["article_id", "created_at", "created_by", "expires_at", "id", "revoked_at", "token_hash"].sort());
    const indexNames =
      kind === "postgres"
        ? (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename in ('articles', 'article_preview_links')`.execute(
              t.database.db,
            )
          ).rows
        : (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(t.database.db)).rows;
    expect(indexNames.map((r) => r.name)).toEqual(
      expect.arrayContaining(["articles_publish_at_idx", "article_preview_links_article_idx"]),
    );
  });

  it("keeps a scheduled article unpublished until its time, then publishes it once, dated from its publication", async () => {
    const earlier = await createArticle(ALICE, values({ title: "Déjà publié", published: true }));
    // published before the scheduled time, whatever today's date (a save takes the real clock's)
    await t.database.db
      .updateTable("articles")
      .set({ created_at: NOW.toISOString(), updated_at: NOW.toISOString() })
      .where("id", "=", earlier.id)
      .execute();
    const article = await scheduledDraft("Programmé pour décembre", LATER);
    expect(article.published).toBe(false);
    expect(await getOwnSchedule(article.id, ALICE)).toBe(LATER.toISOString());
    expect((await listPublishedArticles()).items.map((a) => a.title)).toEqual(["Déjà publié"]);

    const before = await articleVersion();
    expect(await publishDueArticles(new Date(LATER.getTime() - 1))).toBe(0);
    expect(await articleVersion()).toBe(before);

    const publishedAt = new Date(LATER.getTime() + 30_000); // the minute tick after the chosen time
    expect(await publishDueArticles(publishedAt)).toBe(1);
    const after = await articleVersion();
    expect(after).not.toBe(before);
    const row = await getOwnArticle(article.id, ALICE);
    expect(row).toMatchObject({ published: true, created_at: publishedAt.toISOString(), updated_at: publishedAt.toISOString() });
    expect(await getOwnSchedule(article.id, ALICE)).toBeNull();
    // newest first on the blog, in the sitemap
    expect((await listPublishedArticles()).items.map((a) => a.title)).toEqual(["Programmé pour décembre", "Déjà publié"]);
    expect((await listPublishedForSitemap()).map((a) => a.slug)).toContain(row!.slug);

    // a later run (another tick, a restart) finds nothing to do
    expect(await publishDueArticles(new Date(publishedAt.getTime() + 60_000))).toBe(0);
    expect(await articleVersion()).toBe(after);
  });

  it("publishes each due article once when two instances run the job at the same instant", async () => {
    const due = await Promise.all(
      Array.from({ length: 6 }, (_, i) => scheduledDraft(`Article programmé ${i}`, new Date(LATER.getTime() + i * 1000))),
    );
    await scheduledDraft("Plus tard", new Date(LATER.getTime() + DAY_MS));
    // PostgreSQL: a second pool, as another instance would have. SQLite: one process holds the file (a second
    // connection in the same thread would wait for the first while blocking it); its runs interleave on it.
    const other = kind === "postgres" ? createDatabase(getEnv()) : t.database;
    try {
      const at = new Date(LATER.getTime() + 60_000);
      const runs = await Promise.all([
        publishDueArticles(at, t.database.db),
        publishDueArticles(at, other.db),
        publishDueArticles(at, t.database.db),
        publishDueArticles(at, other.db),
      ]);
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(due.length);
    } finally {
      if (other !== t.database) await other.close();
    }
    const published = await listPublishedArticles();
    expect(published.total).toBe(due.length);
    expect(Object.keys(await listOwnSchedules(ALICE))).toHaveLength(1);
  });

  it("runs as a periodic job on the clock it is given", async () => {
    const article = await scheduledDraft("À l'heure dite", LATER);
    let now = LATER.getTime() - 60_000;
    const runner = createArticleJobRunner(t.database.db, { clock: () => now });
    expect((await runner.tick())["publish-scheduled-articles"]).toEqual({ ok: true, result: 0 });
    expect((await getOwnArticle(article.id, ALICE))?.published).toBe(false);
    now = LATER.getTime() + 1000;
    expect((await runner.tick())["publish-scheduled-articles"]).toEqual({ ok: true, result: 1 });
    expect((await getOwnArticle(article.id, ALICE))?.published).toBe(true);
    await runner.stop();
  });

  it("keeps the schedule through a draft save, clears it on publishing by hand, and lets only the author cancel it", async () => {
    const kept = await scheduledDraft("Brouillon programmé", LATER);
    await updateOwnArticle(kept.id, ALICE, values({ title: "Brouillon programmé, relu", published: false }));
    expect(await getOwnSchedule(kept.id, ALICE)).toBe(LATER.toISOString());

    await updateOwnArticle(kept.id, ALICE, values({ title: "Brouillon programmé, relu", published: true }));
    expect(await getOwnSchedule(kept.id, ALICE)).toBeNull();
    expect(await publishDueArticles(new Date(LATER.getTime() + 1000))).toBe(0);

    const toggled = await scheduledDraft("Publié par le bouton", LATER);
    await setOwnArticlePublished(toggled.id, ALICE, true);
    const raw = await t.database.db
      .selectFrom("articles")
      .select("publish_at")
      .where("id", "=", toggled.id)
      .executeTakeFirstOrThrow();
    expect(raw.publish_at).toBeNull();

    const cancelled = await scheduledDraft("Annulé", LATER);
    expect(await cancelOwnSchedule(cancelled.id, BOB)).toBe(false);
    expect(await getOwnSchedule(cancelled.id, ALICE)).toBe(LATER.toISOString());
    expect(await cancelOwnSchedule(cancelled.id, ALICE)).toBe(true);
    expect(await getOwnSchedule(cancelled.id, ALICE)).toBeNull();
    expect(await cancelOwnSchedule(cancelled.id, ALICE)).toBe(false);
    expect(await publishDueArticles(new Date(LATER.getTime() + 1000))).toBe(0);
    expect((await getOwnArticle(cancelled.id, ALICE))?.published).toBe(false);
  });

  it("reads 'Programmer' from the posted form: a future Paris time, else a French reason", () => {
    const form = (value: string, intent = SCHEDULE_INTENT) => {
      const f = new FormData();
      f.set("intent", intent);
      f.set(SCHEDULE_FIELD, value);
      return f;
    };
    expect(scheduleRequestFromForm(form("2026-12-03T08:00"), NOW)).toEqual({ ok: true, at: LATER });
    expect(scheduleRequestFromForm(form("2026-11-26T10:59"), NOW)).toEqual({
      ok: false,
      error: SCHEDULE_MESSAGES.past,
      value: "2026-11-26T10:59",
    });
    expect(scheduleRequestFromForm(form("le 3 décembre"), NOW)).toEqual({
      ok: false,
      error: SCHEDULE_MESSAGES.invalid,
      value: "le 3 décembre",
    });
    expect(scheduleRequestFromForm(form("2026-12-03T08:00", "draft"), NOW)).toBeNull();
  });

  it("opens the author's article by a preview link, drafts included, until it expires", async () => {
    const draft = await createArticle(ALICE, values({ title: "Brouillon à relire", published: false }));
    expect(await createPreviewLink(draft.id, BOB, NOW)).toBeNull();
    const made = await createPreviewLink(draft.id, ALICE, NOW);
    expect(made).not.toBeNull();
    const { token, link } = made!;
    expect(previewPath(token)).toMatch(/^\/apercu\/[A-Za-z0-9_-]{43}$/);
    expect(link.expires_at).toBe(new Date(NOW.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString());

    // only the hash is stored
    const stored = await t.database.db.selectFrom("article_preview_links").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ token_hash: hashPreviewToken(token), created_by: ALICE, article_id: draft.id });
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await articleForPreviewToken(token, NOW))?.title).toBe("Brouillon à relire");
    const lastMoment = new Date(NOW.getTime() + PREVIEW_LINK_DAYS * DAY_MS - 1);
    expect((await articleForPreviewToken(token, lastMoment))?.id).toBe(draft.id);
    expect(await listActivePreviewLinks(draft.id, ALICE, lastMoment)).toHaveLength(1);
    const expired = new Date(NOW.getTime() + PREVIEW_LINK_DAYS * DAY_MS);
    expect(await articleForPreviewToken(token, expired)).toBeNull();
    expect(await listActivePreviewLinks(draft.id, ALICE, expired)).toEqual([]);

    // forged and malformed tokens open nothing
    expect(await articleForPreviewToken(`${token.slice(0, 42)}${token.endsWith("A") ? "B" : "A"}`, NOW)).toBeNull();
    expect(await articleForPreviewToken(hashPreviewToken(token), NOW)).toBeNull();
  });

  it("revokes a link for its author only; another author neither sees nor revokes it", async () => {
    const draft = await createArticle(ALICE, values({ title: "Autre brouillon", published: false }));
    const first = (await createPreviewLink(draft.id, ALICE, NOW))!;
    const second = (await createPreviewLink(draft.id, ALICE, new Date(NOW.getTime() + 1000)))!;
    const later = new Date(NOW.getTime() + 2000);
    expect((await listActivePreviewLinks(draft.id, ALICE, later)).map((l) => l.id)).toEqual([second.link.id, first.link.id]);
    expect(await listActivePreviewLinks(draft.id, BOB, later)).toEqual([]);

    expect(await revokePreviewLink(first.link.id, draft.id, BOB, later)).toBe(false);
    expect(await articleForPreviewToken(first.token, later)).not.toBeNull();
    expect(await revokePreviewLink(first.link.id, draft.id, ALICE, later)).toBe(true);
    expect(await revokePreviewLink(first.link.id, draft.id, ALICE, later)).toBe(false);
    expect(await articleForPreviewToken(first.token, later)).toBeNull();
    expect(await articleForPreviewToken(second.token, later)).not.toBeNull();
    expect((await listActivePreviewLinks(draft.id, ALICE, later)).map((l) => l.id)).toEqual([second.link.id]);

    // deleting the article deletes its links
    await t.database.db.deleteFrom("articles").where("id", "=", draft.id).execute();
    expect(await t.database.db.selectFrom("article_preview_links").selectAll().execute()).toEqual([]);
  });
});
