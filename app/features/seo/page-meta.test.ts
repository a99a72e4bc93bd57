import { describe, expect, it } from "vitest";
import { PROJECT_META_DESCRIPTION_LENGTH } from "~/config/constants";
import { DEFAULT_SITE } from "~/config/site";
import { emergencyServices, getServiceBySlug } from "~/content";
import { PROJECT_SEEDS as projects } from "~/db/migrations/011-projects.seed";
import { brandTitle, metaFromLoader, projectMetaDescription } from "./page-meta";
import { contentServiceLd, projectLd, serviceLd } from "./public-structured-data";

const site = { ...DEFAULT_SITE, url: "https://www.example.fr" };
const matches = [{ id: "root", loaderData: { config: { site } } }];

describe("public page metadata", () => {
  it("ends every title with the brand name from configuration", () => {
    expect(brandTitle("Zinguerie sur mesure", "AZ Toiture")).toBe("Zinguerie sur mesure | AZ Toiture");
    // publicSeo (the loaders' builder, which reads the saved settings) is tested in tests/integration/business-settings.test.ts
    const seo = { title: brandTitle("Plan du site", DEFAULT_SITE.name), description: "d", path: "/plan-du-site" };
    const tags = metaFromLoader(matches, { seo: { ...seo, title: `Plan du site | ${site.name}` } });
    expect(tags).toContainEqual({ title: `Plan du site | ${site.name}` });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.fr/plan-du-site" });
    expect(tags).toContainEqual({ property: "og:title", content: `Plan du site | ${site.name}` });
    // a loader that redirected gives no tags
    expect(metaFromLoader(matches, undefined)).toEqual([]);
  });

  it("describes a project with the first 155 characters of its full description and an ellipsis", () => {
    for (const project of projects) {
      const description = projectMetaDescription(project.fullDescription);
      expect(description).toBe(`${project.fullDescription.slice(0, PROJECT_META_DESCRIPTION_LENGTH)}…`);
      expect(description).toHaveLength(PROJECT_META_DESCRIPTION_LENGTH + 1);
    }
    expect(projectMetaDescription("Court.")).toBe("Court.");
  });
});

describe("public structured data", () => {
  it("a service page is a schema.org Service provided by the roofing contractor, within 150 km of Lyon", () => {
    const service = getServiceBySlug("zinguerie")!;
    const ld = contentServiceLd(site, service);
    expect(ld).toMatchObject({
      "@type": "Service",
      name: "Zinguerie",
      url: "https://www.example.fr/services/zinguerie",
      provider: { "@type": "RoofingContractor", "@id": "https://www.example.fr/#business", telephone: site.phone },
    });
    expect(ld.areaServed).toContainEqual(expect.objectContaining({ "@type": "GeoCircle", geoRadius: 150_000 }));
    const catalog = ld.hasOfferCatalog as { itemListElement: unknown[] };
    expect(catalog.itemListElement).toHaveLength(service.features.length);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("the emergency service is available around the clock", () => {
    const ld = serviceLd(site, {
      name: "Urgence",
      description: "d",
      path: "/urgence-toiture",
      extra: { hoursAvailable: { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "23:59" } },
    });
    expect(ld).toMatchObject({ "@type": "Service", hoursAvailable: { opens: "00:00", closes: "23:59" } });
    expect(emergencyServices).toHaveLength(6);
  });

  it("a project is a CreativeWork with its date, place, images and materials", () => {
    const project = projects[4]!;
    const ld = projectLd(site, project, ["https://www.example.fr/a.webp"]);
    expect(ld).toMatchObject({
      "@type": "CreativeWork",
      name: project.title,
      dateCreated: project.month,
      genre: project.category,
      locationCreated: { "@type": "Place", name: project.location },
      image: ["https://www.example.fr/a.webp"],
      creator: { "@type": "RoofingContractor" },
    });
    expect(ld.material).toContain(project.materials[0]);
  });
});
