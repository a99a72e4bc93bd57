/**
 * The réalisations' queries (docs/product.md#projects-admin). Public pages read
 * with one query each; every change runs in one transaction that also moves
 * the 'site' content version (cached pages are rendered again) and, when a
 * slug changes, keeps the old address as a redirect.
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB, ProjectTable } from "~/db/schema";
import { nowIso, parseJsonList, toBool, toIso } from "~/db/values";
import type { MediaDescriptionLister, MediaUsageFinder } from "~/features/media/usage";
import { mediaUrlOf, parseImageRef } from "~/features/site-images/image-ref";
import { bumpContentVersion } from "~/lib/content-version.server";
import { projectPath, type Project, type ProjectImage } from "./project";
import { PROJECT_MESSAGES, type PreparedProject } from "./rules";
import { PROJECT_ADMIN_PATHS } from "./admin-paths";
import { forgetRedirectsTo, moveRedirects } from "~/features/redirects/redirects.server";

type Row = Selectable<ProjectTable>;

function parseImage(value: unknown): ProjectImage | null {
  const ref = parseImageRef(value);
  if (!ref) return null;
  return { ...ref, alt: ref.alt ?? "" };
}

function parseGallery(value: string): ProjectImage[] {
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    return [];
  }
  return Array.isArray(list) ? list.map(parseImage).filter((image): image is ProjectImage => image !== null) : [];
}

function toProject(row: Row): Project {
  const before = row.before_image ? parseImage(row.before_image) : null;
  const after = row.after_image ? parseImage(row.after_image) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    location: row.location,
    month: row.month,
    category: row.category,
    description: row.description,
    fullDescription: row.full_description,
    gallery: parseGallery(row.gallery),
    beforeAfter: before && after ? { before, after } : null,
    features: parseJsonList(row.features),
    challenges: parseJsonList(row.challenges),
    results: parseJsonList(row.results),
    materials: parseJsonList(row.materials),
    duration: row.duration,
    surface: row.surface,
    featured: toBool(row.featured),
    published: toBool(row.published),
    position: row.position,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

function columnsOf(values: PreparedProject) {
  return {
    slug: values.slug,
    title: values.title,
    location: values.location,
    month: values.month,
    category: values.category,
    description: values.description,
    full_description: values.fullDescription,
    gallery: JSON.stringify(values.gallery),
    before_image: values.beforeAfter ? JSON.stringify(values.beforeAfter.before) : null,
    after_image: values.beforeAfter ? JSON.stringify(values.beforeAfter.after) : null,
    features: JSON.stringify(values.features),
    challenges: JSON.stringify(values.challenges),
    results: JSON.stringify(values.results),
    materials: JSON.stringify(values.materials),
    duration: values.duration,
    surface: values.surface,
    featured: values.featured,
    published: values.published,
  };
}

/* ---------------------------------------------------------------- reads */

/** Published réalisations in public order (the list, the site map, the detail page's 'others'). */
export async function listPublishedProjects(db: Kysely<DB> = getDb()): Promise<Project[]> {
  const rows = await db
    .selectFrom("projects")
    .selectAll()
    .where("published", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(toProject);
}

/** Every réalisation, hidden ones included, in public order (the admin list). */
export async function listAllProjects(db: Kysely<DB> = getDb()): Promise<Project[]> {
  const rows = await db.selectFrom("projects").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toProject);
}

/**
 * The home page's teaser: the published réalisations 'À la une' when there
 * are any, else the first published ones (the latest added come first), at most `limit`.
 */
export async function listHomeProjects(limit: number, db: Kysely<DB> = getDb()): Promise<Project[]> {
  const rows = await db
    .selectFrom("projects")
    .selectAll()
    .where("published", "=", true)
    .orderBy("featured", "desc")
    .orderBy("position")
    .orderBy("id")
    .limit(limit)
    .execute();
  const projects = rows.map(toProject);
  return projects[0]?.featured ? projects.filter((project) => project.featured) : projects;
}

export async function getProjectBySlug(slug: string, db: Kysely<DB> = getDb()): Promise<Project | null> {
  const row = await db.selectFrom("projects").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toProject(row) : null;
}

export async function getProject(id: string, db: Kysely<DB> = getDb()): Promise<Project | null> {
  const row = await db.selectFrom("projects").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toProject(row) : null;
}

/** Published réalisations for the sitemap: path and last change. */
export async function listProjectsForSitemap(db: Kysely<DB> = getDb()): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("projects")
    .select(["slug", "updated_at"])
    .where("published", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updated_at) }));
}

/* -------------------------------------------------------------- writes */

/** Thrown when another réalisation has the slug: the form shows PROJECT_MESSAGES.slugTaken under the address. */
export class ProjectSlugTakenError extends Error {
  constructor() {
    super(PROJECT_MESSAGES.slugTaken);
  }
}

/** True for the unique-index violation on projects.slug (SQLite or PostgreSQL). */
function isSlugConflict(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message, constraint } = error as { code?: unknown; message?: unknown; constraint?: unknown };
  if (code === "SQLITE_CONSTRAINT_UNIQUE") return typeof message === "string" && message.includes("projects.slug");
  if (code === "23505") return typeof constraint === "string" && constraint.includes("slug");
  return false;
}

async function slugTaken(trx: Kysely<DB>, slug: string, exceptId?: string): Promise<boolean> {
  let query = trx.selectFrom("projects").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Runs a change in a transaction that moves the 'site' content version; a slug race becomes ProjectSlugTakenError. */
async function change<T>(db: Kysely<DB>, run: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await run(trx);
      await bumpContentVersion("site", trx);
      return result;
    });
  } catch (error) {
    if (isSlugConflict(error)) throw new ProjectSlugTakenError();
    throw error;
  }
}

/** A new réalisation, placed first in the public order. */
export async function createProject(values: PreparedProject, db: Kysely<DB> = getDb(), now: string = nowIso()): Promise<Project> {
  const id = randomUUID();
  await change(db, async (trx) => {
    if (await slugTaken(trx, values.slug)) throw new ProjectSlugTakenError();
    const first = await trx
      .selectFrom("projects")
      .select((eb) => eb.fn.min("position").as("min"))
      .executeTakeFirst();
    const position = first?.min == null ? 1 : Number(first.min) - 1;
    await trx
      .insertInto("projects")
      .values({ id, ...columnsOf(values), position, created_at: now, updated_at: now })
      .execute();
    // the address is a page now: an older redirect from it would never be reached
    await trx.deleteFrom("redirects").where("from_path", "=", projectPath(values.slug)).execute();
  });
  const created = await getProject(id, db);
  if (!created) throw new Error("project vanished after insert");
  return created;
}

/**
 * Every field of réalisation `id`; null when it does not exist. A new slug
 * leaves a redirect from the old address (and older redirects to it follow).
 */
export async function updateProject(
  id: string,
  values: PreparedProject,
  db: Kysely<DB> = getDb(),
  now: string = nowIso(),
): Promise<Project | null> {
  const updated = await change(db, async (trx) => {
    const existing = await trx.selectFrom("projects").select("slug").where("id", "=", id).executeTakeFirst();
    if (!existing) return false;
    if (existing.slug !== values.slug && (await slugTaken(trx, values.slug, id))) throw new ProjectSlugTakenError();
    await trx
      .updateTable("projects")
      .set({ ...columnsOf(values), updated_at: now })
      .where("id", "=", id)
      .execute();
    if (existing.slug !== values.slug) await moveRedirects(trx, projectPath(existing.slug), projectPath(values.slug), now);
    return true;
  });
  return updated ? getProject(id, db) : null;
}

/** Publish or hide; false when it does not exist. */
export async function setProjectPublished(
  id: string,
  published: boolean,
  db: Kysely<DB> = getDb(),
  now: string = nowIso(),
): Promise<boolean> {
  return change(db, async (trx) => {
    const result = await trx.updateTable("projects").set({ published, updated_at: now }).where("id", "=", id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** Deletes it, and the redirects that led to it; false when it does not exist. */
export async function deleteProject(id: string, db: Kysely<DB> = getDb()): Promise<boolean> {
  return change(db, async (trx) => {
    const row = await trx.selectFrom("projects").select("slug").where("id", "=", id).executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("projects").where("id", "=", id).execute();
    await forgetRedirectsTo(trx, projectPath(row.slug));
    return true;
  });
}

/* ---------------------------------------------------------- media usage */

/** 'Réalisation « … »' for each réalisation showing the library file (gallery or before/after). */
export const findProjectMediaUsage: MediaUsageFinder = async ({ url }) => {
  const rows = await getDb()
    .selectFrom("projects")
    .select(["id", "title", "gallery", "before_image", "after_image"])
    .where((eb) =>
      eb.or([eb("gallery", "like", `%${url}%`), eb("before_image", "like", `%${url}%`), eb("after_image", "like", `%${url}%`)]),
    )
    .execute();
  return rows
    .filter((row) => {
      const images = [...parseGallery(row.gallery), parseImage(row.before_image), parseImage(row.after_image)];
      return images.some((image) => image !== null && mediaUrlOf(image) === url);
    })
    .map((row) => ({ label: `Réalisation « ${row.title} »`, href: PROJECT_ADMIN_PATHS.edit(row.id) }));
};

/** The alt texts of the réalisations' library photos (docs/product.md#media-alt-text). */
export const listProjectPhotoDescriptions: MediaDescriptionLister = async () => {
  const rows = await getDb().selectFrom("projects").select(["title", "gallery", "before_image", "after_image"]).execute();
  return rows.flatMap((row) =>
    [...parseGallery(row.gallery), parseImage(row.before_image), parseImage(row.after_image)].flatMap((image) => {
      const url = image ? mediaUrlOf(image) : null;
      if (!image || !url || !image.alt.trim()) return [];
      return [
        { alt: image.alt.trim(), where: `Réalisation « ${row.title} »`, shows: (media: { url: string }) => media.url === url },
      ];
    }),
  );
};

/** Categories the form suggests: the usual ones, then those already used. */
export async function listProjectCategories(suggested: readonly string[], db: Kysely<DB> = getDb()): Promise<string[]> {
  const rows = await db.selectFrom("projects").select("category").distinct().orderBy("category").execute();
  return [...new Set([...suggested, ...rows.map((row) => row.category)])];
}
