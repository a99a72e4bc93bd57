/**
 * A library photo described where it is used (docs/product.md#media-alt-text):
 * a réalisation's photo or a site image carries its own alt text, which the
 * library shows instead of flagging the photo, on the real database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { createAuth } from "~/features/auth/auth.server";
import { loader as libraryLoader } from "~/routes/admin/images";
import { createAdminUser } from "../helpers/admin-user";
import { describedWhereUsed } from "~/features/media-usage/media-usage.server";
import { createProject } from "~/features/projects/projects.server";
import { imageField, prepareProject } from "~/features/projects/rules";
import { replaceSiteImage } from "~/features/site-images/repository.server";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";

const file = (name: string) => ({ name, url: `/media/${name}` });

describe.each(TEST_ENGINES)("photos described where they are used, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { LOG_LEVEL: "silent", S3_BUCKET: "" });
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    await t.database.db.deleteFrom("projects").execute();
    await t.database.db.deleteFrom("site_images").execute();
    await t.database.db.deleteFrom("media").execute();
  });

  it("finds a réalisation's photo and a site image's photo with their alt text; others stay undescribed", async () => {
    const project = prepareProject({
      title: "Couverture en zinc à Givors",
      slug: "",
      location: "Givors (69)",
      month: "2026-10",
      category: "Zinguerie",
      description: "Une couverture neuve.",
      fullDescription: "Une couverture neuve en zinc à joint debout.",
      features: "Zinc naturel",
      challenges: "",
      results: "Toit étanche",
      materials: "Zinc 0,65 mm",
      duration: "2 semaines",
      surface: "",
      gallery: [imageField({ media: "/media/2026/11/givors.jpg", alt: "Toiture en zinc à Givors", width: 1600, height: 1200 })],
      before: null,
      after: null,
      featured: false,
      published: true,
    });
    if (!project.ok) throw new Error("invalid project");
    await createProject(project.value);
    await replaceSiteImage({
      slot: "hero",
      image: { media: "/media/2026/11/equipe.jpg", alt: "L'équipe sur un toit à Lyon", width: 2000, height: 1250 },
      userId: null,
    });

    const found = await describedWhereUsed([file("2026/11/givors.jpg"), file("2026/11/equipe.jpg"), file("2026/11/seule.jpg")]);
    expect(found.get("2026/11/givors.jpg")).toEqual({
      alt: "Toiture en zinc à Givors",
      where: "Réalisation « Couverture en zinc à Givors »",
    });
    expect(found.get("2026/11/equipe.jpg")).toEqual({
      alt: "L'équipe sur un toit à Lyon",
      where: "Images du site : Accueil : grande image",
    });
    expect(found.has("2026/11/seule.jpg")).toBe(false);
  });

  it("the library does not flag a photo described where it is used, and shows that description", async () => {
    const env = getEnv();
    const admin = { email: "media@az-toiture.test", password: "Ardoise-et-zinc-2024", name: "Médias" };
    await createAdminUser(env, t.database, admin);
    const signIn = await createAuth(env, t.database).api.signInEmail({ body: admin, asResponse: true });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const row = (name: string) => ({
      name,
      original_name: name,
      mimetype: "image/jpeg",
      kind: "image" as const,
      size: 1000,
      width: 1600,
      height: 1000,
      variants: "[]",
      created_at: "2026-11-20T10:00:00.000Z",
      uploaded_by: null,
      alt_text: null,
    });
    await t.database.db
      .insertInto("media")
      .values([row("1700000000000-equipe01.jpg"), row("1700000000001-seule001.jpg")])
      .execute();
    await replaceSiteImage({
      slot: "hero",
      image: { media: "/media/1700000000000-equipe01.jpg", alt: "L'équipe sur un toit à Lyon", width: 1600, height: 1000 },
      userId: null,
    });
    const request = new Request(`${TEST_SITE_URL}/dashboard-management-panel/images`, { headers: { cookie } });
    const loaded = (await libraryLoader({ request, params: {}, context: {} } as Parameters<typeof libraryLoader>[0])) as {
      items: { name: string; altText: string | null; describedWhereUsed?: { alt: string; where: string } | null }[];
    };
    const byName = Object.fromEntries(loaded.items.map((item) => [item.name, item]));
    expect(byName["1700000000000-equipe01.jpg"]?.describedWhereUsed).toEqual({
      alt: "L'équipe sur un toit à Lyon",
      where: "Images du site : Accueil : grande image",
    });
    expect(byName["1700000000001-seule001.jpg"]?.describedWhereUsed).toBeNull();
  });
});
