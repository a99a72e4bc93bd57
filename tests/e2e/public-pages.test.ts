import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_META_DESCRIPTION_LENGTH } from "~/config/constants";
import { DEFAULT_SITE, phoneHref } from "~/config/site";
import { cgu, cgv, emergencyServices, LANDING_SLUGS, services } from "~/content";
// the home FAQ a fresh database starts with (the owner edits it: docs/product.md#faq-admin)
import { SEED_HOME_FAQ as homeFaq } from "~/db/migrations/013-faq-testimonials.seed";
import { yearsOfExperience } from "~/lib/experience";
import { launchBrowser, openPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { seededProject, seededProjects as projects } from "./helpers/seeded-projects";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface PublicPage {
  path: string;
  h1: string;
  /** French texts the server HTML must contain. */
  texts: string[];
  /** schema.org types of the page's JSON-LD blocks. */
  ld: string[];
}

const PAGES: PublicPage[] = [
  {
    path: "/",
    h1: "Couvreur-zingueur en Auvergne-Rhône-Alpes",
    texts: [
      "Devis gratuit sous 24h",
      "Garantie décennale",
      "Artisan de confiance",
      "Intervention rapide",
      "Demander un devis",
      "500+",
      "projets réalisés",
      "98%",
      "clients satisfaits",
      "24h",
      "délai de réponse",
      "Questions fréquentes",
      "Dans les coulisses de l'atelier",
    ],
    ld: ["RoofingContractor", "FAQPage"],
  },
  { path: "/services", h1: "Nos services", texts: ["Pourquoi nous choisir ?"], ld: ["BreadcrumbList", "ItemList"] },
  ...services.map((s) => ({
    path: `/services/${s.slug}`,
    h1: s.title,
    texts: ["Notre expertise", "Les avantages pour vous", "Notre méthode en 4 étapes", "Questions fréquentes"],
    ld: ["Service", "BreadcrumbList", "FAQPage"],
  })),
  {
    path: "/realisations",
    h1: "Nos réalisations",
    texts: projects.map((p) => p.title),
    ld: ["BreadcrumbList", "ItemList"],
  },
  ...projects.map((p) => ({
    path: `/realisations/${p.slug}`,
    h1: p.title,
    texts: [
      "Caractéristiques du projet",
      "Défis techniques",
      "Résultats obtenus",
      "Informations projet",
      "Matériaux utilisés",
      "Un projet similaire ?",
      "Contactez-nous pour un devis personnalisé",
      "Retour aux réalisations",
    ],
    ld: ["CreativeWork", "BreadcrumbList"],
  })),
  {
    path: "/plan-du-site",
    h1: "Plan du site",
    texts: [
      "Pages principales",
      "Blog & Actualités",
      "Pages spécialisées",
      "Informations légales",
      "Réponse rapide",
      "Vous ne trouvez pas ce que vous cherchez ?",
      "Nous contacter",
    ],
    ld: ["BreadcrumbList"],
  },
  {
    path: "/a-propos",
    h1: "À propos",
    texts: ["En savoir plus sur notre entreprise", "Nos garanties", "Nos valeurs"],
    ld: ["AboutPage", "BreadcrumbList"],
  },
  { path: "/contact", h1: "Contact", texts: ["sous 24h", "Nos coordonnées"], ld: ["ContactPage", "BreadcrumbList"] },
  {
    path: "/mentions-legales",
    h1: "Mentions légales",
    texts: [
      "10 000 €",
      "Villefranche sur Saone-Tarare",
      "19 mai 2020",
      DEFAULT_SITE.hosting.name,
      DEFAULT_SITE.registrationNumber,
    ],
    ld: ["BreadcrumbList"],
  },
  { path: "/cgu", h1: cgu.title, texts: ["Lyon", "droit français"], ld: ["BreadcrumbList"] },
  { path: "/cgv", h1: cgv.title, texts: ["30 jours", "8 jours", "14 jours"], ld: ["BreadcrumbList"] },
  {
    path: "/urgence-toiture",
    h1: "Urgence toiture ? Nous intervenons sous 2h",
    texts: ["URGENT", "Devis Gratuit"],
    ld: ["Service", "BreadcrumbList"],
  },
  {
    path: "/devis-gratuit",
    h1: "Obtenez votre devis gratuit",
    texts: [
      "Demander un Devis",
      "Devis sous 24h",
      "Gratuit et sans engagement",
      "Prix transparents",
      "Garantie 10 ans",
    ],
    ld: ["ContactPage", "BreadcrumbList"],
  },
];

/** The page's JSON-LD blocks, parsed (throws on invalid JSON). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag ? decode(tag[1]!) : undefined;
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

describe("public pages (server HTML)", () => {
  it("answer 200 with their key French texts, one h1, a branded unique title, canonical, OG and valid JSON-LD", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const p of PAGES) {
      const res = await fetch(`${server.url}${p.path}`);
      expect(res.status, p.path).toBe(200);
      const html = await res.text();
      const text = decode(html);

      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(h1s, `${p.path}: exactly one h1`).toHaveLength(1);
      expect(decode(h1s[0]![1]!.replace(/<[^>]+>/g, "")), p.path).toBe(p.h1);
      for (const expected of p.texts) expect(text, `${p.path} shows ${expected}`).toContain(expected);

      const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      expect(title, p.path).toMatch(new RegExp(`. \\| ${DEFAULT_SITE.name}$`));
      expect(titles.has(title), `${p.path}: title '${title}' is unique`).toBe(false);
      titles.add(title);
      const description = metaContent(html, "name", "description") ?? "";
      expect(description.length, p.path).toBeGreaterThan(50);
      expect(descriptions.has(description), `${p.path}: description is unique`).toBe(false);
      descriptions.add(description);

      expect(html, p.path).toContain(`<link rel="canonical" href="${server.url}${p.path}"/>`);
      expect(metaContent(html, "property", "og:title"), p.path).toBe(title);
      expect(metaContent(html, "property", "og:url"), p.path).toBe(`${server.url}${p.path}`);
      expect(metaContent(html, "property", "og:locale"), p.path).toBe("fr_FR");

      const ld = jsonLdOf(html);
      expect(
        ld.map((block) => block["@type"]),
        p.path,
      ).toEqual(p.ld);
      for (const block of ld) expect(block["@context"], p.path).toBe("https://schema.org");
    }
  });

  it("the five landing pages answer 200", async () => {
    for (const slug of LANDING_SLUGS) {
      const res = await fetch(`${server.url}/landing/${slug}`);
      expect(res.status, slug).toBe(200);
    }
  });

  it("structured data carries the business facts and the project's description", async () => {
    const home = jsonLdOf(await (await fetch(`${server.url}/`)).text());
    const business = home.find((b) => b["@type"] === "RoofingContractor")!;
    expect(business).toMatchObject({
      name: DEFAULT_SITE.name,
      telephone: DEFAULT_SITE.phone,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 127, bestRating: 5 },
      address: { "@type": "PostalAddress", addressLocality: "Cublize" },
    });
    const faq = home.find((b) => b["@type"] === "FAQPage")!;
    expect(faq.mainEntity).toHaveLength(homeFaq.length);

    const service = jsonLdOf(await (await fetch(`${server.url}/services/etancheite`)).text());
    expect(service[0]).toMatchObject({
      "@type": "Service",
      name: "Étanchéité",
      provider: { "@type": "RoofingContractor" },
    });
    expect(service[1]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${server.url}/` },
      { "@type": "ListItem", position: 2, name: "Services", item: `${server.url}/services` },
      { "@type": "ListItem", position: 3, name: "Étanchéité", item: `${server.url}/services/etancheite` },
    ]);

    const project = seededProject("cheneaux-zinc-lyon");
    const html = await (await fetch(`${server.url}/realisations/${project.slug}`)).text();
    expect(metaContent(html, "name", "description")).toBe(
      `${project.fullDescription.slice(0, PROJECT_META_DESCRIPTION_LENGTH)}…`,
    );
    expect(metaContent(html, "name", "keywords")).toContain(project.category);
    expect(jsonLdOf(html)[0]).toMatchObject({
      "@type": "CreativeWork",
      name: project.title,
      dateCreated: project.month,
      locationCreated: { "@type": "Place", name: project.location },
    });
  });

  it("redirects an unknown service or project slug to its list with a 302", async () => {
    for (const [path, target] of [
      ["/services/toiture-en-chaume", "/services"],
      ["/realisations/un-chantier-inconnu", "/realisations"],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(new URL(res.headers.get("location")!, server.url).pathname, path).toBe(target);
    }
  });
});

describe("public pages in the browser", () => {
  it("home: computed experience, call button, quote link, anchors, five service cards, media block, ten FAQ", async () => {
    const { page, errors, externalRequests, close } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const years = yearsOfExperience();
    await eventually(() => page.locator("#accueil").getByText(`${years} ans d'expérience`).isVisible()).toBe(true);

    // a homeowner with a leaking roof reaches the call button without scrolling
    const call = page.locator("#accueil").locator('a[href^="tel:"]');
    await eventually(() => call.getAttribute("href")).toBe(phoneHref(DEFAULT_SITE.phone));
    const box = (await call.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await eventually(() => page.locator("#accueil").getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe(
      "/contact",
    );

    for (const id of ["accueil", "services", "realisations", "about", "contact"]) {
      await eventually(() => page.locator(`section#${id}`).count(), id).toBe(1);
    }
    const cards = page.locator("#services article");
    await eventually(() => cards.count()).toBe(5);
    for (const s of services) {
      await eventually(() => page.locator(`#services a[href="/services/${s.slug}"]`).count(), s.slug).toBe(1);
      await eventually(() => page.locator("#services").getByText(s.badge, { exact: true }).count(), s.badge).toBe(1);
    }

    const media = page.locator("#realisations");
    const video = media.locator("video");
    await eventually(() => video.count()).toBe(1);
    await eventually(() => video.getAttribute("controls")).not.toBeNull();
    await eventually(() => video.getAttribute("preload")).toBe("none");
    await eventually(() => video.getAttribute("poster")).toBeTruthy();
    await eventually(() => media.locator("figure img").count()).toBe(2);

    await eventually(() => page.locator("#about").getByRole("heading", { level: 4 }).count()).toBe(6);
    await eventually(() => page.locator("main details").count()).toBe(homeFaq.length);
    await eventually(() => page.getByRole("link", { name: "Contactez-nous" }).getAttribute("href")).toBe("#contact");
    await eventually(() => page.locator(`#contact a[href="${phoneHref(DEFAULT_SITE.phone)}"]`).count()).toBe(1);
    await eventually(() => page.locator("#contact").getByText(DEFAULT_SITE.email).count()).toBe(1);

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await close();
  });

  it("FAQ accordions keep one answer open at a time and collapse again", async () => {
    for (const path of ["/", "/services/maintenance"]) {
      const { page, errors, close } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(`${server.url}${path}`);
      await hydrated(page);
      const items = page.locator("main details");
      const openCount = () => page.locator("main details[open]").count();
      expect(await openCount(), path).toBe(0);
      await items.nth(0).locator("summary").click();
      expect(await items.nth(0).evaluate((d) => (d as HTMLDetailsElement).open), path).toBe(true);
      await items.nth(1).locator("summary").click();
      await expect.poll(() => items.nth(0).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect(await items.nth(1).evaluate((d) => (d as HTMLDetailsElement).open), path).toBe(true);
      expect(await openCount(), path).toBe(1);
      // keyboard: the open question closes with Enter
      await items.nth(1).locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect.poll(openCount).toBe(0);
      expect(errors, path).toEqual([]);
      await close();
    }
  });

  it("service detail: breadcrumb, four numbered steps and calls to action to quote, contact and services", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${server.url}/services/faconnage`);
    await hydrated(page);
    const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await eventually(() => crumbs.getByRole("listitem").allTextContents()).toEqual([
      "Accueil",
      "Services",
      "Façonnage sur mesure",
    ]);
    expect(
      await page
        .locator("ol > li")
        .filter({ has: page.getByRole("heading", { level: 3 }) })
        .count(),
    ).toBeGreaterThanOrEqual(4);
    for (const step of services.find((s) => s.slug === "faconnage")!.process) {
      await eventually(() => page.getByRole("heading", { name: step.title }).count(), step.title).toBe(1);
    }
    for (const href of ["/devis-gratuit", "/contact", "/services"]) {
      await eventually(() => page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("unknown slugs land on the list in the browser", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/services/inconnu`);
    expect(new URL(page.url()).pathname).toBe("/services");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Nos services");
    await page.goto(`${server.url}/realisations/inconnu`);
    expect(new URL(page.url()).pathname).toBe("/realisations");
    await eventually(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Nos réalisations");
    await close();
  });

  it("project detail opens at the top, shows surface only when present and a 2×2 first image from medium screens", async () => {
    const { page, errors, close } = await openPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.url}/realisations`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator(`a[href="/realisations/construction-neuve-meyzieu"]`).click();
    await page.waitForURL(`${server.url}/realisations/construction-neuve-meyzieu`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const info = page.getByRole("complementary", { name: "Informations projet" });
    await eventually(() => info.getByText("Surface", { exact: true }).count()).toBe(1);
    await eventually(() => info.getByText("220 m²").count()).toBe(1);

    const gallery = page.getByRole("region", { name: "Galerie photos" }).locator("li");
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await gallery.nth(i).boundingBox())!));
    expect(first!.width).toBeGreaterThan(second!.width * 1.8);
    expect(Math.round(first!.height)).toBeGreaterThanOrEqual(Math.round(second!.height + third!.height));

    await page.getByRole("link", { name: "Retour aux réalisations" }).click();
    await page.waitForURL(`${server.url}/realisations`);
    await page.goto(`${server.url}/realisations/systeme-gouttieres-villeurbanne`);
    expect(
      await page
        .getByRole("complementary", { name: "Informations projet" })
        .getByText("Surface", { exact: true })
        .count(),
    ).toBe(0);
    await eventually(() => page.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe("/contact");
    expect(errors).toEqual([]);
    await close();
  });

  it("emergency page: call button, quote link and six services, all but blocked gutters urgent", async () => {
    const { page, close } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/urgence-toiture`);
    const call = page.getByRole("link", { name: /Appeler maintenant/ }).first();
    await eventually(() => call.getAttribute("href")).toBe(phoneHref(DEFAULT_SITE.phone));
    expect((await call.boundingBox())!.y).toBeLessThan(844);
    await eventually(() => page.getByRole("link", { name: "Devis Gratuit" }).first().getAttribute("href")).toBe("/contact");
    const cards = page
      .locator("main li")
      .filter({ has: page.getByRole("heading", { level: 3 }) })
      .filter({ hasText: /./ });
    for (const s of emergencyServices) {
      const card = cards.filter({ has: page.getByRole("heading", { name: s.title, exact: true }) });
      await eventually(() => card.getByText("URGENT", { exact: true }).count(), s.title).toBe(s.urgent ? 1 : 0);
    }
    await eventually(() => page.getByText("URGENT", { exact: true }).count()).toBe(5);
    await close();
  });

  it("site map counts its links and pages from the data", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/plan-du-site`);
    const group = (title: string) =>
      page
        .locator("section[aria-labelledby^='group-']")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await eventually(() => group("Pages principales").getByText("3 liens").count()).toBe(1);
    expect(
      await group("Services")
        .getByText(`${services.length + 1} liens`)
        .count(),
    ).toBe(1);
    expect(
      await group("Réalisations")
        .getByText(`${projects.length + 1} liens`)
        .count(),
    ).toBe(1);
    await eventually(() => group("Blog & Actualités").getByText("1 lien", { exact: true }).count()).toBe(1);
    const totalLinks = await page.locator("main section[aria-labelledby^='group-'] li a").count();
    const stats = await page.locator("dl dd").allTextContents();
    expect(stats).toEqual([String(services.length), String(projects.length), String(totalLinks), "24h"]);
    await eventually(() => page.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/contact");
    await eventually(() => page.locator("main").getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe(
      "/devis-gratuit",
    );
    await close();
  });

  it("legal pages show every section; the quote page shows form B's labels and note", async () => {
    const { page, close } = await openPage(browser);
    for (const [path, doc] of [
      ["/cgu", cgu],
      ["/cgv", cgv],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      const headings = await page.locator("main h2").allTextContents();
      expect(headings, path).toEqual(doc.sections.map((s) => s.title));
    }
    await page.goto(`${server.url}/devis-gratuit`);
    for (const label of ["Prénom *", "Nom *", "Email *", "Téléphone *", "Adresse du chantier *"]) {
      await eventually(() => page.getByLabel(label, { exact: true }).getAttribute("required"), label).not.toBeNull();
    }
    await eventually(() => page.getByLabel("Email *").getAttribute("type")).toBe("email");
    await eventually(() => page.getByLabel("Téléphone *").getAttribute("type")).toBe("tel");
    await eventually(() => page.getByLabel("Surface (m²)").getAttribute("type")).toBe("number");
    expect(
      await page.getByText("* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.").count(),
    ).toBe(1);
    await eventually(() => page.getByRole("heading", { name: "Pourquoi nous choisir ?" }).count()).toBe(1);
    await eventually(() => page.locator("section[aria-labelledby='why-title'] li").count()).toBe(6);
    await close();
  });

  it("images have a size (no layout shift), load lazily below the fold, and the hero image is preloaded", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<link [^>]*rel="preload" as="image"[^>]*imageSrcSet="[^"]*hero-/);
    const { page, close } = await openPage(browser, { width: 390, height: 844 });
    for (const path of ["/", "/services/zinguerie", "/realisations/bavettes-solins-tassin"]) {
      await page.goto(`${server.url}${path}`);
      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      expect(images.length, path).toBeGreaterThan(0);
      for (const img of images) {
        expect(Number(img.width), path).toBeGreaterThan(0);
        expect(Number(img.height), path).toBeGreaterThan(0);
        if (img.top > 1200) expect(img.loading, path).toBe("lazy");
      }
    }
    await close();
  });

  // axe on every page, at 390 and 1280 px: tests/e2e/accessibility-390.test.ts and accessibility-1280.test.ts
  it("every public page has its headings in order and no console error at 390 px", async () => {
    const { page, errors, close } = await openPage(browser, { width: 390, height: 844 });
    for (const p of PAGES) {
      await page.goto(`${server.url}${p.path}`);
      await hydrated(page);
      const levels = await page
        .locator("main :is(h1,h2,h3,h4,h5,h6)")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0], p.path).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${p.path}: heading ${i} skips a level`).toBeLessThanOrEqual(1);
      }
    }
    expect(errors).toEqual([]);
    await close();
  });
});
