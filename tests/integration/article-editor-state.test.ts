import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createArticle, type ArticleValues } from "~/features/articles/article-writes.server";
import { getOwnArticle, getPublishedArticle, listPublishedArticles } from "~/features/articles/articles.server";
import { articleViewData } from "~/features/articles/article-view.server";
import { ADMIN_PATHS } from "~/features/articles/admin-paths";
import { loadHistoryPage } from "~/features/articles/revisions/history.server";
import { recordAutosave } from "~/features/articles/revisions/revisions.server";
import { saveWithRevision } from "~/features/articles/revisions/save-guard.server";
import { prepareArticle } from "~/features/articles/rules";
import { toDateTimeLocalValue } from "~/features/articles/schedule";
import { createAuth } from "~/features/auth/auth.server";
import { takeToast } from "~/lib/toast.server";
import { action as editAction } from "~/routes/admin/edit";
import { createAdminUser } from "../helpers/admin-user";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";

const ALICE = { email: "alice@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Alice Couvreur" };

function values(overrides: Partial<Record<string, unknown>> = {}): ArticleValues {
  const result = prepareArticle({ title: "Entretien des gouttières", content: "## Pourquoi\n\nTexte.", ...overrides });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

type EditArgs = Parameters<typeof editAction>[0];

/** The edit form as the editor posts it, to `query` (e.g. the confirmation of 'Retirer du site'). */
function editPost(id: string, cookie: string, fields: Record<string, string>, query = ""): EditArgs {
  const form = new URLSearchParams({
    title: "Entretien des gouttières",
    content: "Texte modifié.",
    category: "Zinguerie",
    ...fields,
  });
  const request = new Request(`${TEST_SITE_URL}${ADMIN_PATHS.edit(id)}${query}`, {
    method: "POST",
    headers: { cookie, origin: TEST_SITE_URL, "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  return { request, params: { id }, context: {} } as unknown as EditArgs;
}

/** What the action answered: status, body (data()) and, for a redirect, the toast it carries. */
async function answer(run: () => Promise<unknown>) {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const cookie = result.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await takeToast(new Request(TEST_SITE_URL, { headers: { cookie } }));
    return { status: result.status, body: null as unknown, toast: toast?.message ?? null };
  }
  const { data, init } = result as { data: unknown; init?: { status?: number } };
  return { status: init?.status ?? 200, body: data, toast: null };
}

describe.each(TEST_ENGINES)("the state the writer sees, on %s", (kind) => {
  let t: TestDatabase;
  let alice: string;
  let cookie: string;

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LOG_LEVEL: "silent" });
    const env = getEnv();
    alice = (await createAdminUser(env, t.database, ALICE)).id;
    const signIn = await createAuth(env, t.database).api.signInEmail({
      body: { email: ALICE.email, password: ALICE.password },
      asResponse: true,
    });
    cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("article_revisions").execute();
    await t.database.db.deleteFrom("articles").execute();
  });

  const published = () => createArticle(alice, values({ published: true }), undefined, saveWithRevision(alice, values()));

  it("'Sauvegarder brouillon' on a published article asks first and changes nothing", async () => {
    const article = await published();
    const asked = await answer(() => editAction(editPost(article.id, cookie, { intent: "draft" })));
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      error: "L'article sera retiré du site. Continuer\u00a0?",
      confirmUnpublish: { intent: "draft" },
      values: { content: "Texte modifié." },
    });
    expect(await getOwnArticle(article.id, alice)).toMatchObject({ published: true, content: "## Pourquoi\n\nTexte." });
  });

  it("'Programmer' on a published article asks first too", async () => {
    const article = await published();
    const asked = await answer(() =>
      editAction(
        editPost(article.id, cookie, {
          intent: "schedule",
          publish_at: toDateTimeLocalValue(new Date(Date.now() + 30 * 86_400_000)),
        }),
      ),
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ confirmUnpublish: { intent: "schedule" } });
    expect((await getOwnArticle(article.id, alice))?.published).toBe(true);
  });

  it("once confirmed, the article leaves the site and the message says so", async () => {
    const article = await published();
    const done = await answer(() => editAction(editPost(article.id, cookie, { intent: "draft" }, "?retirer=1")));
    expect(done).toMatchObject({ status: 302, toast: "Article retiré du site (brouillon)" });
    expect(await getOwnArticle(article.id, alice)).toMatchObject({ published: false, content: "Texte modifié." });
  });

  it("says 'Article mis à jour !' for a plain update and 'Article publié !' when a draft goes online", async () => {
    const article = await published();
    expect(await answer(() => editAction(editPost(article.id, cookie, { intent: "publish" })))).toMatchObject({
      status: 302,
      toast: "Article mis à jour !",
    });
    const draft = await createArticle(alice, values({ title: "Brouillon" }));
    expect(await answer(() => editAction(editPost(draft.id, cookie, { intent: "draft", title: "Brouillon" })))).toMatchObject({
      status: 302,
      toast: "Article mis à jour !",
    });
    expect(await answer(() => editAction(editPost(draft.id, cookie, { intent: "publish", title: "Brouillon" })))).toMatchObject({
      status: 302,
      toast: "Article publié !",
    });
    expect((await getOwnArticle(draft.id, alice))?.published).toBe(true);
  });

  it("history: an autosave newer than the saved text shows what it adds as added", async () => {
    const article = await published();
    await recordAutosave(
      {
        articleId: article.id,
        authorId: alice,
        values: { ...values(), image_url: null, content: "## Pourquoi\n\nTexte.\n\nNouveau paragraphe." },
        basedOn: article.updated_at,
      },
      { clock: () => Date.parse(article.updated_at) + 60_000 },
    );
    const page = await loadHistoryPage(article.id, alice, null);
    if (!page.found || !page.comparison) throw new Error("no comparison");
    expect(page.comparison.newerThanCurrent).toBe(true);
    const content = page.comparison.differences.find((d) => d.field === "content");
    expect(content?.parts.filter((p) => p.op === "added").map((p) => p.text.trim())).toEqual(["Nouveau paragraphe."]);
    expect(content?.parts.some((p) => p.op === "removed")).toBe(false);
  });

  it("a draft's view has no publication date, and an update the same Paris day shows no 'Mis à jour le'", async () => {
    const draft = await createArticle(alice, values({ title: "Pas encore en ligne" }));
    expect((await articleViewData(draft)).dates).toEqual({ published: false, updated: false });
    const article = await published();
    await t.database.db
      .updateTable("articles")
      .set({ created_at: "2026-11-27T07:00:00.000Z", updated_at: "2026-11-27T21:00:00.000Z" })
      .where("id", "=", article.id)
      .execute();
    const sameDay = await getPublishedArticle(article.slug);
    expect((await articleViewData(sameDay!)).dates).toEqual({ published: true, updated: false });
    await t.database.db
      .updateTable("articles")
      .set({ updated_at: "2026-11-28T08:00:00.000Z" })
      .where("id", "=", article.id)
      .execute();
    expect((await articleViewData((await getPublishedArticle(article.slug))!)).dates).toEqual({ published: true, updated: true });
  });

  it("readers get a stored Markdown excerpt as plain text: cards and the page (description, JSON-LD)", async () => {
    const article = await published();
    await t.database.db
      .updateTable("articles")
      .set({ excerpt: "## L'EPDM\n\nUne membrane **souple** et [durable](https://exemple.fr).\n\n## La..." })
      .where("id", "=", article.id)
      .execute();
    const page = await listPublishedArticles({ page: 1 });
    expect(page.items[0]?.excerpt).toBe("L'EPDM Une membrane souple et durable. La...");
    expect((await getPublishedArticle(article.slug))?.excerpt).toBe("L'EPDM Une membrane souple et durable. La...");
  });

  it("an empty excerpt is saved as the text's plain words, without the title line", async () => {
    const draft = await createArticle(
      alice,
      values({
        content:
          "# Entretien des gouttières\n\n## L'EPDM\n\nUne membrane **souple**, voir [le guide](/blog/guide).\n\n![Toit](/media/t.webp)",
      }),
    );
    expect(draft.excerpt).toBe("Une membrane souple, voir le guide....");
  });
});
