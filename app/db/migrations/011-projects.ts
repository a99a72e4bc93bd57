import { randomUUID } from "node:crypto";
import { PROJECT_SEEDS } from "./011-projects.seed";
import { booleanType, timestampType, type AppMigration } from "./types";

/**
 * Réalisations edited by the owner (docs/product.md#projects-admin), and the
 * redirects that keep an old public address working after a rename (any kind
 * of page: réalisations now, articles later). Lists and images are JSON text:
 * `gallery` a list of image references with their alt text, `before_image` /
 * `after_image` one reference each (both or neither). Public lists follow
 * `position` (smallest first). The five réalisations of the first version are
 * written here, so a fresh install shows exactly what the site showed.
 */
export const projects: AppMigration = {
  async up(db, kind) {
    const ts = timestampType(kind);
    const bool = booleanType(kind);
    await db.schema
      .createTable("projects")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("location", "text", (c) => c.notNull())
      .addColumn("month", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("full_description", "text", (c) => c.notNull())
      .addColumn("gallery", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("before_image", "text")
      .addColumn("after_image", "text")
      .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("challenges", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("results", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("materials", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("duration", "text", (c) => c.notNull())
      .addColumn("surface", "text")
      .addColumn("featured", bool, (c) => c.notNull())
      .addColumn("published", bool, (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .addColumn("updated_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("projects_published_position_idx").on("projects").columns(["published", "position"]).execute();

    await db.schema
      .createTable("redirects")
      .addColumn("from_path", "text", (c) => c.primaryKey())
      .addColumn("to_path", "text", (c) => c.notNull())
      .addColumn("created_at", ts, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("redirects_to_path_idx").on("redirects").column("to_path").execute();

    const now = new Date().toISOString();
    const flag = (value: boolean) => (kind === "postgres" ? value : value ? 1 : 0);
    await db
      .insertInto("projects")
      .values(
        PROJECT_SEEDS.map((seed, index) => ({
          id: randomUUID(),
          slug: seed.slug,
          title: seed.title,
          location: seed.location,
          month: seed.month,
          category: seed.category,
          description: seed.description,
          full_description: seed.fullDescription,
          gallery: JSON.stringify(seed.gallery),
          before_image: null,
          after_image: null,
          features: JSON.stringify(seed.features),
          challenges: JSON.stringify(seed.challenges),
          results: JSON.stringify(seed.results),
          materials: JSON.stringify(seed.materials),
          duration: seed.duration,
          surface: seed.surface,
          featured: flag(seed.featured),
          published: flag(true),
          position: index + 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
