/**
 * Site images (docs/product.md#site-images) and where a library file is used
 * (docs/product.md#media-usage), on the real database: a replacement and its
 * restoration move the 'site' content version; the usage list names the site
 * images and the articles (main image or markdown) that show a file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMediaUsage } from "~/features/media-usage/media-usage.server";
import {
  listSiteImageOverrides,
  replaceSiteImage,
  restoreSiteImage,
  restoreSiteImagesShowing,
} from "~/features/site-images/repository.server";
import { readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const NAME = "1700000000000-abc123def4.jpg";
const OTHER = "1700000000001-zzz999yyy8.jpg";
const PHOTO = { media: `/media/${NAME}`, alt: "Toiture en zinc à Lyon", width: 2000, height: 1250 };
const AT = Date.parse("2026-03-01T10:00:00.000Z");

describe.each(TEST_ENGINES)("site images on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("replaces, replaces again and restores, each time moving the site's content version", async () => {
    expect(await listSiteImageOverrides()).toEqual([]);
    await replaceSiteImage({ slot: "hero", image: PHOTO, userId: "u1" }, { clock: () => AT });
    expect(await readContentVersion("site")).toBe("1");
    expect(await listSiteImageOverrides()).toEqual([{ slot: "hero", image: PHOTO, updatedAt: "2026-03-01T10:00:00.000Z" }]);

    const second = { ...PHOTO, media: `/media/${OTHER}`, alt: "Autre photo" };
    await replaceSiteImage({ slot: "hero", image: second, userId: "u1" }, { clock: () => AT + 1000 });
    expect(await readContentVersion("site")).toBe("2");
    expect((await listSiteImageOverrides()).map((o) => o.image)).toEqual([second]);

    expect(await restoreSiteImage("hero")).toBe(true);
    expect(await readContentVersion("site")).toBe("3");
    expect(await listSiteImageOverrides()).toEqual([]);
    // nothing to restore: the version stays
    expect(await restoreSiteImage("hero")).toBe(false);
    expect(await readContentVersion("site")).toBe("3");
  });

  it("ignores rows it cannot show (unknown slot, unreadable reference)", async () => {
    const now = new Date(AT).toISOString();
    await t.database.db
      .insertInto("site_images")
      .values([
        { slot: "cheneaux-zinc-lyon-1", image: JSON.stringify(PHOTO), updated_at: now, updated_by: null },
        { slot: "team", image: "{not json", updated_at: now, updated_by: null },
      ])
      .execute();
    expect(await listSiteImageOverrides()).toEqual([]);
    await t.database.db.deleteFrom("site_images").execute();
  });

  it("names every site image and article that shows a file, and only those", async () => {
    await replaceSiteImage({ slot: "hero", image: PHOTO, userId: null });
    await replaceSiteImage({ slot: "team", image: { ...PHOTO, media: `https://cdn.example.net/bucket/${NAME}` }, userId: null });
    await replaceSiteImage({ slot: "workshop", image: { ...PHOTO, media: `/media/${OTHER}` }, userId: null });
    const article = (id: string, fields: { image_url?: string | null; content?: string }) => ({
      id,
      title: `Article ${id}`,
      content: fields.content ?? "Rien",
      excerpt: "",
      category: "Zinguerie",
      image_url: fields.image_url ?? null,
      keywords: "[]",
      slug: `article-${id}`,
      author_id: "u1",
      published: kind === "sqlite" ? 0 : false,
      created_at: new Date(AT).toISOString(),
      updated_at: new Date(AT).toISOString(),
    });
    await t.database.db
      .insertInto("articles")
      .values([
        article("a1", { image_url: `/media/${NAME}` }),
        article("a2", { content: `Avant\n\n![Chéneau](https://www.example.fr/media/${NAME})\n` }),
        article("a3", { image_url: `/media/${OTHER}`, content: "1700000000000-abc123def4" }),
      ])
      .execute();

    const uses = await findMediaUsage({ url: `/media/${NAME}`, name: NAME });
    expect(uses).toEqual(
      expect.arrayContaining([
        { label: "Images du site : Accueil : grande image", href: "/dashboard-management-panel/images-du-site#hero" },
        { label: "Images du site : L'équipe", href: "/dashboard-management-panel/images-du-site#team" },
        { label: "Article « Article a1 »", href: "/dashboard-management-panel/edit/a1" },
        { label: "Article « Article a2 »", href: "/dashboard-management-panel/edit/a2" },
      ]),
    );
    expect(uses).toHaveLength(4);
    expect(await findMediaUsage({ url: "/media/1700000000002-unused0000.jpg", name: "1700000000002-unused0000.jpg" })).toEqual(
      [],
    );

    // deleted anyway: the site images that showed it get their illustration back
    expect(await restoreSiteImagesShowing({ url: `/media/${NAME}`, name: NAME })).toBe(2);
    expect((await listSiteImageOverrides()).map((o) => o.slot)).toEqual(["workshop"]);
  });
});
