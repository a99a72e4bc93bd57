import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_KEYS, PROJECT_CATEGORIES, serviceArea, services, siteMapGroups, siteMapStats, countSiteMap } from "~/content";
import { siteImages } from "~/content/images";
import { projectMonthLabel, type Project } from "~/features/projects/project";
import {
  createProject,
  deleteProject,
  findProjectMediaUsage,
  getProject,
  getProjectBySlug,
  listAllProjects,
  listHomeProjects,
  listProjectsForSitemap,
  listPublishedProjects,
  ProjectSlugTakenError,
  setProjectPublished,
  updateProject,
} from "~/features/projects/projects.server";
import { findRedirect } from "~/features/redirects/redirects.server";
import { imageField, prepareProject, type PreparedProject, type ProjectFormValues } from "~/features/projects/rules";
import { findMediaUsage } from "~/features/media-usage/media-usage.server";
import { readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

const FRENCH_PHONE = /(\+33 ?|0)[1-9]([ .-]?[0-9]{2}){4}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const SEEDED_SLUGS = [
  "systeme-gouttieres-villeurbanne",
  "cheneaux-zinc-lyon",
  "etancheite-terrasse-caluire",
  "bavettes-solins-tassin",
  "construction-neuve-meyzieu",
];

const photo = (n: number) => ({
  media: `/media/2026/11/chantier-${String(n)}.jpg`,
  alt: `Photo ${String(n)} du chantier`,
  width: 1600,
  height: 1200,
});

function prepared(overrides: Partial<ProjectFormValues> = {}): PreparedProject {
  const result = prepareProject({
    title: "Couverture en zinc à Givors",
    slug: "",
    location: "Givors (69)",
    month: "2026-10",
    category: "Zinguerie",
    description: "Une couverture neuve.",
    fullDescription: "Une couverture neuve en zinc à joint debout.",
    features: "Zinc naturel\nJoint debout",
    challenges: "",
    results: "Toit étanche",
    materials: "Zinc 0,65 mm",
    duration: "2 semaines",
    surface: "",
    gallery: [imageField(photo(1)), imageField(photo(2))],
    before: null,
    after: null,
    featured: false,
    published: true,
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.value;
}

describe.each(TEST_ENGINES)("réalisations on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe("a fresh install", () => {
    let seeded: Project[];
    beforeAll(async () => {
      seeded = await listPublishedProjects();
    });

    it("has the five réalisations of the first version, in order, with allowed categories", () => {
      expect(seeded.map((p) => p.slug)).toEqual(SEEDED_SLUGS);
      for (const p of seeded) expect(PROJECT_CATEGORIES).toContain(p.category);
      expect(new Set(seeded.map((p) => p.id)).size).toBe(5);
      expect(new Set(seeded.map((p) => p.slug)).size).toBe(5);
    });

    it("has every réalisation complete, its three illustrations with the manifest's alt text", () => {
      const months = [
        "Janvier",
        "Février",
        "Mars",
        "Avril",
        "Mai",
        "Juin",
        "Juillet",
        "Août",
        "Septembre",
        "Octobre",
        "Novembre",
        "Décembre",
      ];
      for (const project of seeded) {
        expect(project.fullDescription.length).toBeGreaterThan(155);
        expect(project.gallery).toEqual(
          [1, 2, 3].map((n) => {
            const key = `${project.slug}-${String(n)}` as (typeof IMAGE_KEYS)[number];
            expect(IMAGE_KEYS).toContain(key);
            return { illustration: key, alt: siteImages[key].alt };
          }),
        );
        const date = projectMonthLabel(project.month);
        expect(date).toMatch(/^(Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre) \d{4}$/);
        const [month, year] = date.split(" ");
        expect(project.month).toBe(`${year}-${String(months.indexOf(month!) + 1).padStart(2, "0")}`);
        for (const list of [project.features, project.challenges, project.results, project.materials])
          expect(list.length).toBeGreaterThan(0);
        expect(project.duration).not.toBe("");
        expect(project.location).not.toBe("");
        expect(project.beforeAfter).toBeNull();
        expect(project.published).toBe(true);
        expect(serviceArea.cities).toContain(project.location.replace(/ \d+e/, "").replace(/ \(\d+\)$/, ""));
      }
    });

    it("leaves the surface out on at least one réalisation", () => {
      expect(seeded.some((p) => p.surface === null)).toBe(true);
      expect(seeded.some((p) => p.surface !== null)).toBe(true);
    });

    it("has no phone number, e-mail address, empty or untrimmed text", () => {
      const strings = seeded.flatMap((p) => [
        p.title,
        p.location,
        p.category,
        p.description,
        p.fullDescription,
        p.duration,
        p.surface ?? "x",
        ...p.features,
        ...p.challenges,
        ...p.results,
        ...p.materials,
        ...p.gallery.map((g) => g.alt),
      ]);
      expect(strings.filter((s) => FRENCH_PHONE.test(s) || EMAIL.test(s))).toEqual([]);
      expect(strings.filter((s) => s.trim() === "" || s !== s.trim() || /\s{2,}/.test(s))).toEqual([]);
    });

    it("finds a réalisation by slug, not an unknown slug", async () => {
      expect((await getProjectBySlug("cheneaux-zinc-lyon"))?.title).toBe("Réfection de chéneaux en zinc");
      expect(await getProjectBySlug("nope")).toBeNull();
    });

    it("shows the first three on the home page ('À la une')", async () => {
      expect((await listHomeProjects(3)).map((p) => p.slug)).toEqual(SEEDED_SLUGS.slice(0, 3));
    });

    it("has the site map's six groups, its réalisation links and stats band", () => {
      const groups = siteMapGroups(seeded.map((p) => ({ ...p, date: projectMonthLabel(p.month) })));
      expect(groups.map((g) => [g.title, g.links.length])).toEqual([
        ["Pages principales", 3],
        ["Services", 6],
        ["Réalisations", 6],
        ["Blog & Actualités", 1],
        ["Pages spécialisées", 2],
        ["Informations légales", 2],
      ]);
      expect(groups[1]!.links.slice(1).map((l) => l.href)).toEqual(services.map((s) => `/services/${s.slug}`));
      const projectLinks = groups[2]!.links.slice(1);
      expect(projectLinks[0]!.description).toBe("Villeurbanne (69) · Mars 2024");
      expect(new Set(groups.flatMap((g) => g.links.map((l) => l.href))).size).toBe(20);
      expect(countSiteMap(groups, seeded.length)).toEqual({ services: 5, projects: 5, totalPages: 20 });
      expect(siteMapStats(groups, seeded.length)).toEqual([
        { value: "5", label: "Services" },
        { value: "5", label: "Réalisations" },
        { value: "20", label: "Pages" },
        { value: "24h", label: "Réponse rapide" },
      ]);
    });
  });

  describe("the owner's changes", () => {
    it("creates one first in the list, and moves the site's content version in the same save", async () => {
      const before = Number(await readContentVersion("site"));
      const created = await createProject(prepared(), t.database.db, "2026-11-01T10:00:00.000Z");
      expect(created.slug).toBe("couverture-en-zinc-a-givors");
      expect(created.gallery).toEqual([photo(1), photo(2)]);
      expect(created.challenges).toEqual([]);
      expect(created.surface).toBeNull();
      expect(Number(await readContentVersion("site"))).toBe(before + 1);
      expect((await listPublishedProjects())[0]?.id).toBe(created.id);
      expect((await listProjectsForSitemap()).find((p) => p.slug === created.slug)?.updatedAt).toBe("2026-11-01T10:00:00.000Z");
    });

    it("refuses a slug another réalisation has", async () => {
      await expect(createProject(prepared({ slug: "cheneaux-zinc-lyon" }))).rejects.toBeInstanceOf(ProjectSlugTakenError);
      const other = (await getProjectBySlug("couverture-en-zinc-a-givors"))!;
      await expect(updateProject(other.id, prepared({ slug: "cheneaux-zinc-lyon" }))).rejects.toThrow(
        "Cette adresse est déjà utilisée par une autre réalisation",
      );
      expect((await getProject(other.id))?.slug).toBe("couverture-en-zinc-a-givors");
    });

    it("keeps each old address as a 301 target, never a chain, and a page again wins over a redirect", async () => {
      const project = (await getProjectBySlug("couverture-en-zinc-a-givors"))!;
      const version = Number(await readContentVersion("site"));
      await updateProject(project.id, prepared({ title: "Toiture zinc à Givors" }), t.database.db, "2026-11-02T10:00:00.000Z");
      expect(Number(await readContentVersion("site"))).toBe(version + 1);
      expect(await findRedirect("/realisations/couverture-en-zinc-a-givors")).toBe("/realisations/toiture-zinc-a-givors");
      await updateProject(project.id, prepared({ title: "Zinc à Givors" }));
      expect(await findRedirect("/realisations/couverture-en-zinc-a-givors")).toBe("/realisations/zinc-a-givors");
      expect(await findRedirect("/realisations/toiture-zinc-a-givors")).toBe("/realisations/zinc-a-givors");
      // back to the first address: it is the page again, and the others lead to it
      await updateProject(project.id, prepared({ slug: "couverture-en-zinc-a-givors" }));
      expect(await findRedirect("/realisations/couverture-en-zinc-a-givors")).toBeNull();
      expect(await findRedirect("/realisations/zinc-a-givors")).toBe("/realisations/couverture-en-zinc-a-givors");
      expect(await findRedirect("/realisations/toiture-zinc-a-givors")).toBe("/realisations/couverture-en-zinc-a-givors");
      // the same title keeps the address: no redirect added
      await updateProject(project.id, prepared({ slug: "couverture-en-zinc-a-givors", description: "Autre texte." }));
      expect(await findRedirect("/realisations/couverture-en-zinc-a-givors")).toBeNull();
    });

    it("hides and publishes: hidden ones leave the public lists and the sitemap", async () => {
      const project = (await getProjectBySlug("couverture-en-zinc-a-givors"))!;
      expect(await setProjectPublished(project.id, false)).toBe(true);
      expect((await listPublishedProjects()).map((p) => p.slug)).not.toContain(project.slug);
      expect((await listProjectsForSitemap()).map((p) => p.slug)).not.toContain(project.slug);
      expect((await listAllProjects()).map((p) => p.slug)).toContain(project.slug);
      expect(await setProjectPublished(project.id, true)).toBe(true);
      expect(await setProjectPublished("unknown", true)).toBe(false);
    });

    it("shows only the 'À la une' ones on the home page when there are any, else the first published", async () => {
      const all = await listAllProjects();
      for (const p of all) if (p.featured) await updateProject(p.id, { ...preparedOf(p), featured: false });
      expect((await listHomeProjects(3)).map((p) => p.slug)).toEqual([
        "couverture-en-zinc-a-givors",
        ...SEEDED_SLUGS.slice(0, 2),
      ]);
      const tassin = all.find((p) => p.slug === "bavettes-solins-tassin")!;
      await updateProject(tassin.id, { ...preparedOf(tassin), featured: true });
      expect((await listHomeProjects(3)).map((p) => p.slug)).toEqual(["bavettes-solins-tassin"]);
    });

    it("names the réalisations using a library photo, for the media library's warning", async () => {
      const project = (await getProjectBySlug("couverture-en-zinc-a-givors"))!;
      const use = {
        label: "Réalisation « Couverture en zinc à Givors »",
        href: `/dashboard-management-panel/realisations/${project.id}`,
      };
      expect(await findProjectMediaUsage({ url: photo(2).media, name: "chantier-2.jpg" })).toEqual([use]);
      expect(await findMediaUsage({ url: photo(2).media, name: "chantier-2.jpg" })).toContainEqual(use);
      // a longer name that contains the URL is another file
      expect(await findProjectMediaUsage({ url: "/media/2026/11/chantier-", name: "chantier-" })).toEqual([]);
    });

    it("deletes one with the redirects that led to it", async () => {
      const project = (await getProjectBySlug("couverture-en-zinc-a-givors"))!;
      const version = Number(await readContentVersion("site"));
      expect(await deleteProject(project.id)).toBe(true);
      expect(Number(await readContentVersion("site"))).toBe(version + 1);
      expect(await getProject(project.id)).toBeNull();
      expect(await findRedirect("/realisations/zinc-a-givors")).toBeNull();
      expect(await deleteProject(project.id)).toBe(false);
    });
  });
});

function preparedOf(p: Project): PreparedProject {
  const { id: _id, position: _position, createdAt: _c, updatedAt: _u, ...values } = p;
  return values;
}
