/**
 * Preview links (docs/product.md#article-preview-links): an unguessable
 * address (`/apercu/{token}`, 32 random bytes) showing one article, drafts
 * included, for PREVIEW_LINK_DAYS days or until revoked. Only the token's
 * SHA-256 is stored: the database alone opens nothing, and the address is
 * shown once, when it is made. Only the article's author makes, sees and
 * revokes its links.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { toIso } from "~/db/values";
import { getOwnArticle, type Article } from "./articles.server";
import { isPreviewTokenFormat, PREVIEW_LINK_DAYS } from "./preview-links";

const DAY_MS = 24 * 60 * 60_000;

export interface PreviewLink {
  id: string;
  created_at: string;
  expires_at: string;
}

/** A fresh token: 32 random bytes, base64url (43 characters). */
export function newPreviewToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token: its SHA-256, in hex. */
export function hashPreviewToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new link to the author's article; null when the article is not `authorId`'s (nothing stored). */
export async function createPreviewLink(
  articleId: string,
  authorId: string,
  now: Date,
  db: Kysely<DB> = getDb(),
): Promise<{ token: string; link: PreviewLink } | null> {
  const article = await db
    .selectFrom("articles")
    .select("id")
    .where("id", "=", articleId)
    .where("author_id", "=", authorId)
    .executeTakeFirst();
  if (!article) return null;
  const token = newPreviewToken();
  const link = {
    id: randomUUID(),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString(),
  };
  await db
    .insertInto("article_preview_links")
    .values({ ...link, article_id: articleId, token_hash: hashPreviewToken(token), created_by: authorId, revoked_at: null })
    .execute();
  return { token, link };
}

/** The article's links still usable at `now` (neither expired nor revoked), newest first; none for another author's article. */
export async function listActivePreviewLinks(
  articleId: string,
  authorId: string,
  now: Date,
  db: Kysely<DB> = getDb(),
): Promise<PreviewLink[]> {
  const rows = await db
    .selectFrom("article_preview_links as l")
    .innerJoin("articles as a", "a.id", "l.article_id")
    .select(["l.id", "l.created_at", "l.expires_at"])
    .where("l.article_id", "=", articleId)
    .where("a.author_id", "=", authorId)
    .where("l.revoked_at", "is", null)
    .where("l.expires_at", ">", now.toISOString())
    .orderBy("l.created_at", "desc")
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({ id: row.id, created_at: toIso(row.created_at), expires_at: toIso(row.expires_at) }));
}

/** 'Révoquer': false when the link is not one of the author's article's, or already revoked (nothing changed). */
export async function revokePreviewLink(
  linkId: string,
  articleId: string,
  authorId: string,
  now: Date,
  db: Kysely<DB> = getDb(),
): Promise<boolean> {
  const result = await db
    .updateTable("article_preview_links")
    .set({ revoked_at: now.toISOString() })
    .where("id", "=", linkId)
    .where("article_id", "=", articleId)
    .where("revoked_at", "is", null)
    .where("article_id", "in", (eb) => eb.selectFrom("articles").select("id").where("author_id", "=", authorId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The article a token opens at `now`, or null (unknown, malformed, expired or revoked token). */
export async function articleForPreviewToken(token: string, now: Date, db: Kysely<DB> = getDb()): Promise<Article | null> {
  if (!isPreviewTokenFormat(token)) return null;
  const row = await db
    .selectFrom("article_preview_links as l")
    .innerJoin("articles as a", "a.id", "l.article_id")
    .select(["a.id", "a.author_id"])
    .where("l.token_hash", "=", hashPreviewToken(token))
    .where("l.revoked_at", "is", null)
    .where("l.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? getOwnArticle(row.id, row.author_id, db) : null;
}
