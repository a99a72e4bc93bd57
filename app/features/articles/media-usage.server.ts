import { sql } from "kysely";
import { getDb } from "~/db/client.server";
import { escapeLike } from "~/db/values";
import type { MediaUsageFinder } from "~/features/media/usage";
import { ADMIN_PATHS } from "./admin-paths";

/**
 * The articles showing a library file (docs/product.md#media-usage): as their
 * main image, or inside their markdown (an image inserted from the picker, or
 * a link to the file), drafts included.
 */
export const articlesUsingMedia: MediaUsageFinder = async ({ url, name }) => {
  const anywhere = `%${escapeLike(name)}%`;
  const rows = await getDb()
    .selectFrom("articles")
    .select(["id", "title"])
    .where((eb) =>
      eb.or([
        eb("image_url", "=", url),
        sql<boolean>`${eb.ref("image_url")} like ${`%/${escapeLike(name)}`} escape '\\'`,
        sql<boolean>`${eb.ref("content")} like ${anywhere} escape '\\'`,
      ]),
    )
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ label: `Article « ${row.title} »`, href: ADMIN_PATHS.edit(row.id) }));
};
