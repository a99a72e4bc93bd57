import { sql } from "kysely";
import type { AppMigration } from "./types";

/**
 * Full-text search of published articles (docs/product.md#blog-search).
 *
 * SQLite: an FTS5 table holding a copy of each article's searchable text, kept in step by triggers
 * (whatever writes `articles`, the rows follow). It is keyed by the article id rather than the
 * rowid: `articles` has a text primary key, so its rowids may be renumbered by VACUUM. The
 * `unicode61 remove_diacritics 2` tokenizer ignores accents.
 *
 * PostgreSQL: a GIN index on the French text-search vector of the same text, accents removed by
 * `translate()` (the `unaccent` extension is not available everywhere). The query must repeat this
 * expression exactly (article-search.server.ts) for the index to be used.
 */
export const ACCENTED_LETTERS = "ÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝàâäáãåçéèêëíìîïñóòôöõúùûüýÿ";
export const PLAIN_LETTERS = "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy";

export const articleSearch: AppMigration = {
  async up(db, kind) {
    if (kind === "postgres") {
      await sql`create index if not exists articles_search_idx on articles using gin (to_tsvector('french'::regconfig, translate(title || ' ' || excerpt || ' ' || category || ' ' || keywords || ' ' || content, ${sql.lit(ACCENTED_LETTERS)}, ${sql.lit(PLAIN_LETTERS)})))`.execute(
        db,
      );
      return;
    }
    await sql`create virtual table if not exists articles_fts using fts5(article_id unindexed, title, excerpt, category, keywords, content, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger if not exists articles_fts_insert after insert on articles begin
      insert into articles_fts (article_id, title, excerpt, category, keywords, content)
      values (new.id, new.title, new.excerpt, new.category, new.keywords, new.content);
    end`.execute(db);
    await sql`create trigger if not exists articles_fts_delete after delete on articles begin
      delete from articles_fts where article_id = old.id;
    end`.execute(db);
    await sql`create trigger if not exists articles_fts_update after update on articles begin
      delete from articles_fts where article_id = old.id;
      insert into articles_fts (article_id, title, excerpt, category, keywords, content)
      values (new.id, new.title, new.excerpt, new.category, new.keywords, new.content);
    end`.execute(db);
    // Articles written before this migration.
    await sql`delete from articles_fts`.execute(db);
    await sql`insert into articles_fts (article_id, title, excerpt, category, keywords, content)
      select id, title, excerpt, category, keywords, content from articles`.execute(db);
  },
};
