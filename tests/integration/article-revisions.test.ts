import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import {
  ArticleVersionConflict,
  createArticle,
  deleteOwnArticle,
  updateOwnArticle,
  type ArticleValues,
} from "~/features/articles/article-writes.server";
import { getOwnArticle } from "~/features/articles/articles.server";
import { ADMIN_PATHS } from "~/features/articles/admin-paths";
import { loadHistoryPage } from "~/features/articles/revisions/history.server";
import { REVISION_MESSAGES } from "~/features/articles/revisions/messages";
import { REVISIONS_PER_ARTICLE } from "~/features/articles/revisions/prune";
import {
  latestUnsavedAutosave,
  listRevisions,
  recordAutosave,
  recordRevision,
  restoreRevision,
  type RevisionValues,
} from "~/features/articles/revisions/revisions.server";
import { saveWithRevision } from "~/features/articles/revisions/save-guard.server";
import { prepareArticle } from "~/features/articles/rules";
import { createAuth } from "~/features/auth/auth.server";
import { readContentVersion } from "~/lib/content-version.server";
import { action as autosaveAction } from "~/routes/admin/article-autosave";
import { action as historyAction, loader as historyLoader } from "~/routes/admin/article-history";
import { action as editAction } from "~/routes/admin/edit";
import { createAdminUser } from "../helpers/admin-user";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const ALICE = { email: "alice@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Alice Couvreur" };
const BOB = { email: "bob@az-toiture.test", password: "Tuile-et-cuivre-2024", name: "Bob Zingueur" };
const T0 = Date.parse("2026-11-26T09:00:00.000Z");

function values(overrides: Partial<Record<string, unknown>> = {}): ArticleValues {
  const result = prepareArticle({ title: "Entretien des gouttières", content: "## Pourquoi\n\nTexte.", ...overrides });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

const revisionValues = (content: string, title = "Entretien des gouttières"): RevisionValues => ({
  title,
  content,
  excerpt: "",
  category: "Zinguerie",
  image_url: null,
  keywords: ["zinc"],
});

/** The article form as the editor posts it. */
function articleForm(fields: { title: string; content: string; intent?: string; base_version?: string }): URLSearchParams {
  const form = new URLSearchParams({
    title: fields.title,
    content: fields.content,
    category: "Zinguerie",
    excerpt: "",
    image_url: "",
  });
  form.set("intent", fields.intent ?? "draft");
  if (fields.base_version !== undefined) form.set("base_version", fields.base_version);
  return form;
}

/** Route arguments for a real request (what React Router hands an action or loader; the route's own type, from the call). */
function routeArgs<Args>(url: string, params: Record<string, string>, init: { cookie: string; form?: URLSearchParams }): Args {
  const request = new Request(`http://127.0.0.1:3999${url}`, {
    method: init.form ? "POST" : "GET",
    headers: {
      cookie: init.cookie,
      origin: "http://127.0.0.1:3999",
      ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: init.form?.toString(),
  });
  return { request, params, context: {} } as unknown as Args;
}

/** What an action or loader answered: a thrown or returned Response, or React Router's data(). */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; body: unknown; location: string | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null, location: result.headers.get("location") };
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init?: { status?: number } };
    return { status: init?.status ?? 200, body: data, location: null };
  }
  return { status: 200, body: result, location: null };
}

describe.each(TEST_ENGINES)("article revisions on %s", (kind) => {
  let t: TestDatabase;
  let alice: string;
  let bob: string;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LOG_LEVEL: "silent" });
    const env = getEnv();
    alice = (await createAdminUser(env, t.database, ALICE)).id;
    bob = (await createAdminUser(env, t.database, BOB)).id;
    const auth = createAuth(env, t.database);
    for (const admin of [ALICE, BOB]) {
      const signIn = await auth.api.signInEmail({ body: { email: admin.email, password: admin.password }, asResponse: true });
      cookies[admin.email] = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("article_revisions").execute();
    await t.database.db.deleteFrom("articles").execute();
  });

  const revisionRows = (articleId: string) =>
    t.database.db.selectFrom("article_revisions").selectAll().where("article_id", "=", articleId).orderBy("created_at").execute();

  it("has the table and its index by article and date", async () => {
    const indexes =
      kind === "postgres"
        ? (
            await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'article_revisions'`.execute(
              t.database.db,
            )
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'article_revisions'`.execute(t.database.db)
          ).rows;
    expect(indexes.map((r) => r.name)).toContain("article_revisions_article_created_idx");
  });

  it("keeps one revision per save, newest first, with the author's name", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const second = values({ content: "Deuxième texte" });
    await updateOwnArticle(article.id, alice, second, undefined, saveWithRevision(alice, second, article.updated_at));
    const list = await listRevisions(article.id, alice);
    expect(list?.map((r) => [r.kind, r.author_name])).toEqual([
      ["save", ALICE.name],
      ["save", ALICE.name],
    ]);
    const rows = await revisionRows(article.id);
    expect(rows.map((r) => r.content)).toEqual(["## Pourquoi\n\nTexte.", "Deuxième texte"]);
    expect(await listRevisions(article.id, bob)).toBeNull();
  });

  it("refuses a save made from an older version: nothing overwritten, no revision added", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const elsewhere = values({ content: "Écrit sur la tablette" });
    await updateOwnArticle(article.id, alice, elsewhere, undefined, saveWithRevision(alice, elsewhere, article.updated_at));
    const stale = values({ content: "Écrit sur l'ordinateur" });
    await expect(
      updateOwnArticle(article.id, alice, stale, undefined, saveWithRevision(alice, stale, article.updated_at)),
    ).rejects.toBeInstanceOf(ArticleVersionConflict);
    expect((await getOwnArticle(article.id, alice))?.content).toBe("Écrit sur la tablette");
    expect(await revisionRows(article.id)).toHaveLength(2);
  });

  it("two saves from the same version at once: exactly one wins", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const results = await Promise.allSettled(
      ["Premier", "Second"].map((content) => {
        const v = values({ content });
        return updateOwnArticle(article.id, alice, v, undefined, saveWithRevision(alice, v, article.updated_at));
      }),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(ArticleVersionConflict);
    expect(await revisionRows(article.id)).toHaveLength(2);
  });

  it("autosaves never touch the article nor the public pages, and coalesce while writing", async () => {
    const article = await createArticle(alice, values({ published: true }), undefined, saveWithRevision(alice, values()));
    const version = await readContentVersion("articles");
    // the autosaves come after the save that created the article, whatever today's date
    const start = Date.parse(article.updated_at) + 1_000;
    const clock = { now: start };
    const autosave = (content: string) =>
      recordAutosave(
        { articleId: article.id, authorId: alice, values: revisionValues(content), basedOn: article.updated_at },
        { clock: () => clock.now },
      );
    expect(await autosave("Brouillon 1")).toEqual({ at: new Date(start).toISOString() });
    clock.now += 60_000;
    await autosave("Brouillon 2");
    let rows = await revisionRows(article.id);
    expect(rows.filter((r) => r.kind === "autosave").map((r) => r.content)).toEqual(["Brouillon 2"]);
    clock.now += 11 * 60_000;
    await autosave("Brouillon 3");
    rows = await revisionRows(article.id);
    expect(rows.filter((r) => r.kind === "autosave").map((r) => r.content)).toEqual(["Brouillon 2", "Brouillon 3"]);
    expect(await getOwnArticle(article.id, alice)).toEqual(article);
    expect(await readContentVersion("articles")).toBe(version);
    // another administrator's article: nothing kept
    expect(await recordAutosave({ articleId: article.id, authorId: bob, values: revisionValues("x"), basedOn: null })).toBeNull();
  });

  it("offers the newest autosave made after the last save, and none once saved", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const later = Date.parse(article.updated_at) + 5_000;
    await recordAutosave(
      { articleId: article.id, authorId: alice, values: revisionValues("Non enregistré"), basedOn: article.updated_at },
      { clock: () => later },
    );
    expect((await latestUnsavedAutosave(article, alice))?.content).toBe("Non enregistré");
    const saved = values({ content: "Enregistré" });
    const updated = await updateOwnArticle(
      article.id,
      alice,
      saved,
      undefined,
      saveWithRevision(alice, saved, article.updated_at),
    );
    if (!updated) throw new Error("not updated");
    // the autosave is older than the save only if the save happened after it; move the autosave before the save
    await t.database.db
      .updateTable("article_revisions")
      .set({ created_at: new Date(Date.parse(updated.updated_at) - 1000).toISOString() })
      .where("kind", "=", "autosave")
      .execute();
    expect(await latestUnsavedAutosave(updated, alice)).toBeNull();
  });

  it("keeps 200 revisions per article: the oldest autosaves go first", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const rows = Array.from({ length: REVISIONS_PER_ARTICLE - 1 }, (_, i) => ({
      id: `seed-${String(i).padStart(3, "0")}`,
      article_id: article.id,
      author_id: alice,
      kind: i < 10 ? "autosave" : "save",
      title: "t",
      content: `v${i}`,
      excerpt: "",
      category: "c",
      image_url: null,
      keywords: "[]",
      based_on: null,
      created_at: new Date(T0 - (1000 - i) * 60_000).toISOString(),
    }));
    await t.database.db.insertInto("article_revisions").values(rows).execute();
    expect(await revisionRows(article.id)).toHaveLength(REVISIONS_PER_ARTICLE);
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i += 1) {
        await recordRevision(trx, {
          articleId: article.id,
          authorId: alice,
          kind: "save",
          values: revisionValues(`new${i}`),
          at: new Date(T0 + i).toISOString(),
        });
      }
    });
    const kept = await revisionRows(article.id);
    expect(kept).toHaveLength(REVISIONS_PER_ARTICLE);
    expect(kept.map((r) => r.id)).not.toEqual(expect.arrayContaining(["seed-000", "seed-001", "seed-002"]));
    expect(kept.map((r) => r.id)).toEqual(expect.arrayContaining(["seed-003", "seed-010"]));
  });

  it("restores a revision as a save: article and public pages change, a 'restore' revision is added, published kept", async () => {
    const article = await createArticle(alice, values({ published: true }), undefined, saveWithRevision(alice, values()));
    const [first] = await revisionRows(article.id);
    const edited = values({ title: "Nouveau titre", content: "Texte modifié", published: true });
    await updateOwnArticle(article.id, alice, edited, undefined, saveWithRevision(alice, edited, article.updated_at));
    const before = await readContentVersion("articles");
    const restored = await restoreRevision(article.id, first.id, alice);
    expect(restored.ok && restored.article).toMatchObject({
      title: "Entretien des gouttières",
      content: "## Pourquoi\n\nTexte.",
      published: true,
    });
    expect(await readContentVersion("articles")).not.toBe(before);
    const list = await listRevisions(article.id, alice);
    expect(list?.[0]?.kind).toBe("restore");
  });

  it("refuses a restore of an unknown revision, another article's, or by another administrator: nothing changes", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    const other = await createArticle(
      alice,
      values({ title: "Autre" }),
      undefined,
      saveWithRevision(alice, values({ title: "Autre" })),
    );
    const [otherRevision] = await revisionRows(other.id);
    const [own] = await revisionRows(article.id);
    expect(await restoreRevision(article.id, "inconnue", alice)).toEqual({ ok: false, reason: "revision-not-found" });
    expect(await restoreRevision(article.id, otherRevision.id, alice)).toEqual({ ok: false, reason: "revision-not-found" });
    expect(await restoreRevision(article.id, own.id, bob)).toEqual({ ok: false, reason: "not-found" });
    expect(await getOwnArticle(article.id, alice)).toEqual(article);
    expect(await revisionRows(article.id)).toHaveLength(1);
  });

  it("deleting an article deletes its revisions", async () => {
    const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
    expect(await deleteOwnArticle(article.id, alice)).toBe(true);
    expect(await revisionRows(article.id)).toHaveLength(0);
  });

  it("history of an article saved before revisions existed: the current version, no entry", async () => {
    const article = await createArticle(alice, values());
    const page = await loadHistoryPage(article.id, alice, null);
    expect(page).toMatchObject({ found: true, entries: [], comparison: null, unknownRevision: false });
    expect(await loadHistoryPage(article.id, bob, null)).toEqual({ found: false });
  });

  describe("through the routes", () => {
    it("the edit action keeps a revision and answers 409 with the comparison when the article changed elsewhere", async () => {
      const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
      const path = ADMIN_PATHS.edit(article.id);
      const ok = await answer(() =>
        editAction(
          routeArgs(
            path,
            { id: article.id },
            {
              cookie: cookies[ALICE.email],
              form: articleForm({ title: "Entretien", content: "Onglet A", base_version: article.updated_at }),
            },
          ),
        ),
      );
      expect(ok.status).toBe(302);
      const stale = await answer(() =>
        editAction(
          routeArgs(
            path,
            { id: article.id },
            {
              cookie: cookies[ALICE.email],
              form: articleForm({ title: "Entretien", content: "Onglet B", base_version: article.updated_at, intent: "publish" }),
            },
          ),
        ),
      );
      expect(stale.status).toBe(409);
      const body = stale.body as {
        error: string;
        values: { content: string };
        conflict: { version: string; basedOn: string; intent: string; differences: { field: string }[] };
      };
      expect(body.error).toBe(REVISION_MESSAGES.conflict);
      expect(body.values.content).toBe("Onglet B");
      const current = await getOwnArticle(article.id, alice);
      expect(current?.content).toBe("Onglet A");
      expect(current?.published).toBe(false);
      expect(body.conflict).toMatchObject({ version: current?.updated_at, basedOn: article.updated_at, intent: "publish" });
      expect(body.conflict.differences.map((d) => d.field)).toContain("content");
      // 'Écraser avec ma version' names the version compared with
      const overwrite = await answer(() =>
        editAction(
          routeArgs(
            `${path}?ecraser=${encodeURIComponent(current?.updated_at ?? "")}`,
            { id: article.id },
            {
              cookie: cookies[ALICE.email],
              form: articleForm({ title: "Entretien", content: "Onglet B", base_version: article.updated_at, intent: "publish" }),
            },
          ),
        ),
      );
      expect(overwrite.status).toBe(302);
      expect(await getOwnArticle(article.id, alice)).toMatchObject({ content: "Onglet B", published: true });
      expect((await listRevisions(article.id, alice))?.map((r) => r.kind)).toEqual(["save", "save", "save"]);
      // another administrator: 404, nothing changed
      const forged = await answer(() =>
        editAction(
          routeArgs(
            path,
            { id: article.id },
            { cookie: cookies[BOB.email], form: articleForm({ title: "Piraté", content: "Piraté" }) },
          ),
        ),
      );
      expect(forged.status).toBe(404);
      expect((await getOwnArticle(article.id, alice))?.content).toBe("Onglet B");
    });

    it("autosave: the author's only, 401 without a session", async () => {
      const article = await createArticle(alice, values({ published: true }), undefined, saveWithRevision(alice, values()));
      const path = `${ADMIN_PATHS.edit(article.id)}/autosave`;
      const form = articleForm({ title: "", content: "À moitié écrit", base_version: article.updated_at });
      const saved = await answer(() =>
        autosaveAction(routeArgs(path, { id: article.id }, { cookie: cookies[ALICE.email], form })),
      );
      expect(saved.status).toBe(200);
      expect((saved.body as { at: string }).at).toMatch(/^\d{4}-/);
      expect((await revisionRows(article.id)).map((r) => [r.kind, r.title, r.content])).toEqual([
        ["save", "Entretien des gouttières", "## Pourquoi\n\nTexte."],
        ["autosave", "", "À moitié écrit"],
      ]);
      expect(await getOwnArticle(article.id, alice)).toEqual(article);
      const other = await answer(() => autosaveAction(routeArgs(path, { id: article.id }, { cookie: cookies[BOB.email], form })));
      expect(other.status).toBe(404);
      const anonymous = await answer(() => autosaveAction(routeArgs(path, { id: article.id }, { cookie: "", form })));
      expect(anonymous.status).toBe(401);
      expect(await revisionRows(article.id)).toHaveLength(2);
    });

    it("history: 404 for another administrator or an unknown version; restore through the page", async () => {
      const article = await createArticle(alice, values(), undefined, saveWithRevision(alice, values()));
      const [first] = await revisionRows(article.id);
      const edited = values({ content: "Texte récent" });
      await updateOwnArticle(article.id, alice, edited, undefined, saveWithRevision(alice, edited, article.updated_at));
      const path = ADMIN_PATHS.history(article.id);
      const own = await answer(() => historyLoader(routeArgs(path, { id: article.id }, { cookie: cookies[ALICE.email] })));
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ found: true, comparison: { revision: { id: first.id, author: ALICE.name } } });
      const notTheirs = await answer(() => historyLoader(routeArgs(path, { id: article.id }, { cookie: cookies[BOB.email] })));
      expect(notTheirs).toMatchObject({ status: 404, body: { found: false } });
      const unknown = await answer(() =>
        historyLoader(routeArgs(`${path}?version=inconnue`, { id: article.id }, { cookie: cookies[ALICE.email] })),
      );
      expect(unknown).toMatchObject({ status: 404, body: { unknownRevision: true } });
      const anonymous = await answer(() => historyLoader(routeArgs(path, { id: article.id }, { cookie: "" })));
      expect(anonymous.status).toBe(302);

      const restoreForm = new URLSearchParams({ intent: "restore", revision: first.id });
      const forged = await answer(() =>
        historyAction(routeArgs(path, { id: article.id }, { cookie: cookies[BOB.email], form: restoreForm })),
      );
      expect(forged).toMatchObject({ status: 404, body: { error: REVISION_MESSAGES.notFound } });
      const missing = await answer(() =>
        historyAction(
          routeArgs(
            path,
            { id: article.id },
            { cookie: cookies[ALICE.email], form: new URLSearchParams({ intent: "restore", revision: "inconnue" }) },
          ),
        ),
      );
      expect(missing).toMatchObject({ status: 404, body: { error: REVISION_MESSAGES.revisionNotFound } });
      expect((await getOwnArticle(article.id, alice))?.content).toBe("Texte récent");
      const restored = await answer(() =>
        historyAction(routeArgs(path, { id: article.id }, { cookie: cookies[ALICE.email], form: restoreForm })),
      );
      expect(restored).toMatchObject({ status: 302, location: ADMIN_PATHS.edit(article.id) });
      expect((await getOwnArticle(article.id, alice))?.content).toBe("## Pourquoi\n\nTexte.");
    });
  });
});
