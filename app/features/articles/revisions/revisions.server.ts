/**
 * Article revisions (docs/product.md#article-revisions): every save, restore
 * and autosave keeps the article's fields as they were, at most
 * REVISIONS_PER_ARTICLE per article. Reads and writes are filtered by the
 * article's author: another administrator's article has no history for them.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { getDb } from "~/db/client.server";
import type { ArticleRevisionTable, DB } from "~/db/schema";
import { parseJsonList, toIso } from "~/db/values";
import { systemClock, type Clock } from "~/lib/clock";
import { updateOwnArticle, type ArticleWriteOptions } from "../article-writes.server";
import { getOwnArticle, type Article } from "../articles.server";
import { prepareArticle } from "../rules";
import { AUTOSAVE_COALESCE_MS, revisionKindOf, type RevisionKind } from "./kinds";
import { revisionsToPrune } from "./prune";
import type { ServerAutosave } from "./recovery";

/** The fields a revision keeps. */
export interface RevisionValues {
  title: string;
  content: string;
  excerpt: string;
  category: string;
  image_url: string | null;
  keywords: string[];
}

export interface RevisionSummary {
  id: string;
  kind: RevisionKind;
  created_at: string;
  /** the administrator's name, null when the account was removed */
  author_name: string | null;
}

export interface Revision extends RevisionSummary, RevisionValues {
  article_id: string;
  /** the article version an autosave was typed on */
  based_on: string | null;
}

type Row = Selectable<ArticleRevisionTable>;

function valuesOf(row: Pick<Row, keyof RevisionValues | "keywords">): RevisionValues {
  return {
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    category: row.category,
    image_url: row.image_url,
    keywords: parseJsonList(row.keywords),
  };
}

export function sameRevisionValues(a: RevisionValues, b: RevisionValues): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.excerpt === b.excerpt &&
    a.category === b.category &&
    (a.image_url ?? "") === (b.image_url ?? "") &&
    a.keywords.join("\n") === b.keywords.join("\n")
  );
}

/** Deletes what is over the cap: oldest autosaves first, then the oldest others. */
export async function pruneRevisions(trx: Kysely<DB>, articleId: string, cap?: number): Promise<number> {
  const rows = await trx
    .selectFrom("article_revisions")
    .select(["id", "kind", "created_at"])
    .where("article_id", "=", articleId)
    .execute();
  const doomed = revisionsToPrune(
    rows.map((r) => ({ ...r, created_at: toIso(r.created_at) })),
    cap,
  );
  if (doomed.length) await trx.deleteFrom("article_revisions").where("id", "in", doomed).execute();
  return doomed.length;
}

interface NewRevision {
  articleId: string;
  authorId: string;
  kind: RevisionKind;
  values: RevisionValues;
  at: string;
  basedOn?: string | null;
}

/** Adds one revision (then prunes) inside the caller's transaction. */
export async function recordRevision(trx: Kysely<DB>, revision: NewRevision): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("article_revisions")
    .values({
      id,
      article_id: revision.articleId,
      author_id: revision.authorId,
      kind: revision.kind,
      title: revision.values.title,
      content: revision.values.content,
      excerpt: revision.values.excerpt,
      category: revision.values.category,
      image_url: revision.values.image_url,
      keywords: JSON.stringify(revision.values.keywords),
      based_on: revision.basedOn ?? null,
      created_at: revision.at,
    })
    .execute();
  await pruneRevisions(trx, revision.articleId);
  return id;
}

/** The `afterWrite` of a save or restore: its revision, in the save's transaction. */
export function revisionOnWrite(
  authorId: string,
  kind: "save" | "restore",
  values: RevisionValues,
): ArticleWriteOptions["afterWrite"] {
  return (trx, written) =>
    recordRevision(trx, { articleId: written.id, authorId, kind, values, at: written.at }).then(() => undefined);
}

/**
 * The autosave of the author's article: the newest revision when it is an
 * autosave of theirs made less than AUTOSAVE_COALESCE_MS ago (nothing saved
 * since), else a new one. The article's row is never touched, so nothing
 * public changes. Null when the article is not the author's.
 */
export async function recordAutosave(
  input: { articleId: string; authorId: string; values: RevisionValues; basedOn: string | null },
  { db = getDb(), clock = systemClock }: { db?: Kysely<DB>; clock?: Clock } = {},
): Promise<{ at: string } | null> {
  return db.transaction().execute(async (trx) => {
    const article = await trx
      .selectFrom("articles")
      .select("id")
      .where("id", "=", input.articleId)
      .where("author_id", "=", input.authorId)
      .executeTakeFirst();
    if (!article) return null;
    const at = new Date(clock()).toISOString();
    const latest = await trx
      .selectFrom("article_revisions")
      .select(["id", "kind", "author_id", "created_at"])
      .where("article_id", "=", input.articleId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const fresh = latest && Date.parse(at) - Date.parse(toIso(latest.created_at)) < AUTOSAVE_COALESCE_MS;
    if (latest && latest.kind === "autosave" && latest.author_id === input.authorId && fresh) {
      await trx
        .updateTable("article_revisions")
        .set({
          title: input.values.title,
          content: input.values.content,
          excerpt: input.values.excerpt,
          category: input.values.category,
          image_url: input.values.image_url,
          keywords: JSON.stringify(input.values.keywords),
          based_on: input.basedOn,
          created_at: at,
        })
        .where("id", "=", latest.id)
        .execute();
    } else {
      await recordRevision(trx, { ...input, kind: "autosave", at });
    }
    return { at };
  });
}

/** The author's article's revisions, newest first, with the name of who made each; null when not the author's. */
export async function listRevisions(
  articleId: string,
  authorId: string,
  db: Kysely<DB> = getDb(),
): Promise<RevisionSummary[] | null> {
  const own = await db
    .selectFrom("articles")
    .select("id")
    .where("id", "=", articleId)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  if (!own) return null;
  const rows = await db
    .withTables<{ user: { id: string; name: string } }>()
    .selectFrom("article_revisions")
    .leftJoin("user", "user.id", "article_revisions.author_id")
    .select(["article_revisions.id", "article_revisions.kind", "article_revisions.created_at", "user.name as author_name"])
    .where("article_revisions.article_id", "=", articleId)
    .orderBy("article_revisions.created_at", "desc")
    .orderBy("article_revisions.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: revisionKindOf(r.kind),
    created_at: toIso(r.created_at),
    author_name: r.author_name ?? null,
  }));
}

/** One revision of the author's article, or null (unknown id, another article's, another author's). */
export async function getRevision(
  articleId: string,
  revisionId: string,
  authorId: string,
  db: Kysely<DB> = getDb(),
): Promise<Revision | null> {
  const row = await db
    .withTables<{ user: { id: string; name: string } }>()
    .selectFrom("article_revisions")
    .innerJoin("articles", "articles.id", "article_revisions.article_id")
    .leftJoin("user", "user.id", "article_revisions.author_id")
    .selectAll("article_revisions")
    .select("user.name as author_name")
    .where("article_revisions.id", "=", revisionId)
    .where("article_revisions.article_id", "=", articleId)
    .where("articles.author_id", "=", authorId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...valuesOf(row),
    id: row.id,
    article_id: row.article_id,
    kind: revisionKindOf(row.kind),
    created_at: toIso(row.created_at),
    author_name: row.author_name ?? null,
    based_on: row.based_on === null ? null : toIso(row.based_on),
  };
}

/**
 * The newest autosave of the author made after the article's last save, when
 * it differs from the article: what the editor offers to bring back after a
 * closed tab or a crash. Null otherwise.
 */
export async function latestUnsavedAutosave(
  article: Article,
  authorId: string,
  db: Kysely<DB> = getDb(),
): Promise<Revision | null> {
  const row = await db
    .selectFrom("article_revisions")
    .select("id")
    .where("article_id", "=", article.id)
    .where("author_id", "=", authorId)
    .where("kind", "=", "autosave")
    .where("created_at", ">", article.updated_at)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const revision = await getRevision(article.id, row.id, authorId, db);
  return revision && !sameRevisionValues(revision, article) ? revision : null;
}

export type RestoreResult =
  | { ok: true; article: Article }
  | { ok: false; reason: "not-found" | "revision-not-found" }
  | { ok: false; reason: "invalid"; error: string };

/**
 * Puts a revision back as the article's text (a save: same rules, slug and
 * content version; a published article's page changes at once) and records
 * it as a new 'restore' revision. `published` stays as it is.
 */
export async function restoreRevision(
  articleId: string,
  revisionId: string,
  authorId: string,
  db: Kysely<DB> = getDb(),
): Promise<RestoreResult> {
  const article = await getOwnArticle(articleId, authorId, db);
  if (!article) return { ok: false, reason: "not-found" };
  const revision = await getRevision(articleId, revisionId, authorId, db);
  if (!revision) return { ok: false, reason: "revision-not-found" };
  const prepared = prepareArticle({ ...revision, image_url: revision.image_url ?? "", published: article.published });
  if (!prepared.ok) return { ok: false, reason: "invalid", error: prepared.error };
  const { slugBase: _slugBase, ...values } = prepared.value;
  const updated = await updateOwnArticle(articleId, authorId, prepared.value, db, {
    afterWrite: revisionOnWrite(authorId, "restore", values),
  });
  return updated ? { ok: true, article: updated } : { ok: false, reason: "not-found" };
}

/** What the editor needs to open an article safely: the version it edits, and unsaved text the server kept. */
export async function editorSafetyData(
  article: Article,
  authorId: string,
  db: Kysely<DB> = getDb(),
): Promise<{ version: string; serverAutosave: ServerAutosave | null }> {
  const autosave = await latestUnsavedAutosave(article, authorId, db);
  return {
    version: article.updated_at,
    serverAutosave: autosave && {
      values: {
        title: autosave.title,
        content: autosave.content,
        excerpt: autosave.excerpt,
        category: autosave.category,
        image_url: autosave.image_url ?? "",
        keywords: autosave.keywords,
      },
      at: autosave.created_at,
      basedOn: autosave.based_on,
    },
  };
}
