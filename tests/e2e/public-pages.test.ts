import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_META_DESCRIPTION_LENGTH } from "~/config/constants";
import { DEFAULT_SITE, phoneHref } from "~/config/site";
import { cgu, cgv, emergencyServices, LANDING_SLUGS, services } from "~/content";
// the home FAQ a fresh database starts with (the owner edits it: docs/product.md#faq-admin)
import { SEED_HOME_FAQ as homeFaq } from "~/db/migrations/013-faq-testimonials.seed";
import { yearsOfExperience } from "~/lib/experience";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { fetchPage, textOf } from "./helpers/html";
import { elementsWithText, linksNamed, occurrences } from "./helpers/html-queries";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { seededProject, seededProjects as projects } from "./helpers/seeded-projects";
import { waitForHydration } from "./helpers/admin";

let server: TestServer;
let browser: Browser;
/** One page per screen size for the whole file: what the browser tests do changes no server state. */
let phone: TrackedPage;
let laptop: TrackedPage;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [phone, laptop] = await Promise.all([
    openPage(browser, { width: 390, height: 844 }),
    openPage(browser, { width: 1280, height: 900 }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The shared page, its record of errors and outside requests started afresh for the test. */
function fresh(tracked: TrackedPage): TrackedPage {
  tracked.errors.length = 0;
  tracked.externalRequests.length = 0;
  return tracked;
}

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
  { path: "/services", h1: "Nos services", texts: ["Pourquoi nous choisir\u00a0?"], ld: ["BreadcrumbList", "ItemList"] },
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
      "Villefranche-sur-Saône – Tarare",
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
    h1: "Urgence toiture\u00a0? Nous intervenons sous 2h",
    texts: ["URGENT", "Devis Gratuit"],
    ld: ["Service", "BreadcrumbList"],
  },
  {
    path: "/devis-gratuit",
    h1: "Obtenez votre devis gratuit",
    texts: ["Demander un Devis", "Devis sous 24h", "Gratuit et sans engagement", "Prix transparents", "Garantie 10 ans"],
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
  await waitForHydration(page);
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

describe("public pages as served (what a search engine and a browser without scripts read)", () => {
  // whether any of them logs an error once hydrated: the accessibility suite loads every public page at 390 and
  // 1280 px and asserts no console error (helpers/axe-suite.ts)
  it("every public page has its headings in order", async () => {
    for (const p of PAGES) {
      const { document } = await fetchPage(`${server.url}${p.path}`);
      const levels = [...document.querySelectorAll("main :is(h1,h2,h3,h4,h5,h6)")].map((h) => Number(h.tagName[1]));
      expect(levels[0], p.path).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${p.path}: heading ${i} skips a level`).toBeLessThanOrEqual(1);
      }
    }
  });

  it("home: quote link, anchors, five service cards, media block, ten FAQ, contact details", async () => {
    const { document } = await fetchPage(`${server.url}/`);
    const hero = document.querySelector("#accueil")!;
    expect(hero.querySelector('a[href^="tel:"]')?.getAttribute("href")).toBe(phoneHref(DEFAULT_SITE.phone));
    const quote = linksNamed(hero, /demander un devis/i);
    expect(quote).toHaveLength(1);
    expect(quote[0]!.getAttribute("href")).toBe("/contact");

    for (const id of ["accueil", "services", "realisations", "about", "contact"]) {
      expect(document.querySelectorAll(`section#${id}`).length, id).toBe(1);
    }
    expect(document.querySelectorAll("#services article").length).toBe(5);
    const servicesSection = document.querySelector("#services")!;
    for (const s of services) {
      expect(document.querySelectorAll(`#services a[href="/services/${s.slug}"]`).length, s.slug).toBe(1);
      expect(elementsWithText(servicesSection, s.badge).length, s.badge).toBe(1);
    }

    const media = document.querySelector("#realisations")!;
    const videos = media.querySelectorAll("video");
    expect(videos.length).toBe(1);
    expect(videos[0]!.getAttribute("controls")).not.toBeNull();
    expect(videos[0]!.getAttribute("preload")).toBe("none");
    expect(videos[0]!.getAttribute("poster")).toBeTruthy();
    expect(media.querySelectorAll("figure img").length).toBe(2);

    expect(document.querySelectorAll("#about h4").length).toBe(6);
    expect(document.querySelectorAll("main details").length).toBe(homeFaq.length);
    const contactUs = linksNamed(document, /contactez-nous/i);
    expect(contactUs).toHaveLength(1);
    expect(contactUs[0]!.getAttribute("href")).toBe("#contact");
    expect(document.querySelectorAll(`#contact a[href="${phoneHref(DEFAULT_SITE.phone)}"]`).length).toBe(1);
    expect(occurrences(document.querySelector("#contact")!, DEFAULT_SITE.email)).toBe(1);
  });

  it("service detail: breadcrumb, four numbered steps and calls to action to quote, contact and services", async () => {
    const { document } = await fetchPage(`${server.url}/services/faconnage`);
    const crumbs = document.querySelector('nav[aria-label="Fil d\'Ariane"]')!;
    expect([...crumbs.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Accueil",
      "Services",
      "Façonnage sur mesure",
    ]);
    expect([...document.querySelectorAll("ol > li")].filter((li) => li.querySelector("h3")).length).toBeGreaterThanOrEqual(4);
    const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => textOf(h));
    for (const step of services.find((s) => s.slug === "faconnage")!.process) {
      expect(headings.filter((h) => h.toLowerCase().includes(step.title.toLowerCase())).length, step.title).toBe(1);
    }
    for (const href of ["/devis-gratuit", "/contact", "/services"]) {
      expect(document.querySelectorAll(`main a[href="${href}"]`).length, href).toBeGreaterThan(0);
    }
  });

  it("unknown slugs land on the list", async () => {
    for (const [path, list, h1] of [
      ["/services/inconnu", "/services", "Nos services"],
      ["/realisations/inconnu", "/realisations", "Nos réalisations"],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(new URL(res.url).pathname, path).toBe(list);
      const { document } = await fetchPage(res.url);
      expect(document.querySelector("h1")?.textContent, path).toBe(h1);
    }
  });

  it("project detail shows the surface only when present, and a quote link", async () => {
    const { document: withSurface } = await fetchPage(`${server.url}/realisations/construction-neuve-meyzieu`);
    const info = withSurface.querySelector('aside[aria-label="Informations projet"]')!;
    expect(elementsWithText(info, "Surface").length).toBe(1);
    expect(occurrences(info, "220 m²")).toBe(1);

    const { document: without } = await fetchPage(`${server.url}/realisations/systeme-gouttieres-villeurbanne`);
    const infoWithout = without.querySelector('aside[aria-label="Informations projet"]')!;
    expect(infoWithout).toBeTruthy();
    expect(elementsWithText(infoWithout, "Surface").length).toBe(0);
    const quote = linksNamed(without, /demander un devis/i);
    expect(quote).toHaveLength(1);
    expect(quote[0]!.getAttribute("href")).toBe("/contact");
  });

  it("emergency page: quote link and six services, all but blocked gutters urgent", async () => {
    const { document } = await fetchPage(`${server.url}/urgence-toiture`);
    // the page's own first 'Devis Gratuit' (the header's leads to the quote form, and is hidden on a phone)
    expect(linksNamed(document.querySelector("main")!, /devis gratuit/i)[0]?.getAttribute("href")).toBe("/contact");
    const cards = [...document.querySelectorAll("main li")].filter((li) => li.querySelector("h3") && textOf(li) !== "");
    for (const s of emergencyServices) {
      const card = cards.filter((li) => [...li.querySelectorAll("h3")].some((h) => textOf(h) === s.title));
      expect(card.flatMap((li) => elementsWithText(li, "URGENT")).length, s.title).toBe(s.urgent ? 1 : 0);
    }
    expect(elementsWithText(document.body, "URGENT").length).toBe(5);
  });

  it("site map counts its links and pages from the data", async () => {
    const { document } = await fetchPage(`${server.url}/plan-du-site`);
    const groups = [...document.querySelectorAll("section[aria-labelledby^='group-']")];
    const group = (title: string) => {
      const found = groups.filter((section) => [...section.querySelectorAll("h1, h2, h3, h4")].some((h) => textOf(h) === title));
      expect(found, title).toHaveLength(1);
      return found[0]!;
    };
    expect(elementsWithText(group("Pages principales"), "3 liens").length).toBe(1);
    expect(elementsWithText(group("Services"), `${services.length + 1} liens`).length).toBe(1);
    expect(elementsWithText(group("Réalisations"), `${projects.length + 1} liens`).length).toBe(1);
    expect(elementsWithText(group("Blog & Actualités"), "1 lien").length).toBe(1);
    const totalLinks = document.querySelectorAll("main section[aria-labelledby^='group-'] li a").length;
    const stats = [...document.querySelectorAll("dl dd")].map((dd) => dd.textContent);
    expect(stats).toEqual([String(services.length), String(projects.length), String(totalLinks), "24h"]);
    const contact = linksNamed(document, /nous contacter/i);
    expect(contact).toHaveLength(1);
    expect(contact[0]!.getAttribute("href")).toBe("/contact");
    const quote = linksNamed(document.querySelector("main")!, /demander un devis/i);
    expect(quote).toHaveLength(1);
    expect(quote[0]!.getAttribute("href")).toBe("/devis-gratuit");
  });

  it("legal pages show every section; the quote page shows form B's labels and note", async () => {
    for (const [path, doc] of [
      ["/cgu", cgu],
      ["/cgv", cgv],
    ] as const) {
      const { document } = await fetchPage(`${server.url}${path}`);
      expect(
        [...document.querySelectorAll("main h2")].map((h) => h.textContent),
        path,
      ).toEqual(doc.sections.map((s) => s.title));
    }
    const { document } = await fetchPage(`${server.url}/devis-gratuit`);
    const field = (label: string) => {
      const labels = [...document.querySelectorAll("label")].filter((l) => textOf(l) === label);
      expect(labels, label).toHaveLength(1);
      const input = document.getElementById(labels[0]!.getAttribute("for") ?? "");
      expect(input, label).toBeTruthy();
      return input!;
    };
    for (const label of ["Prénom *", "Nom *", "Email *", "Téléphone *", "Adresse du chantier *"]) {
      expect(field(label).getAttribute("required"), label).not.toBeNull();
    }
    expect(field("Email *").getAttribute("type")).toBe("email");
    expect(field("Téléphone *").getAttribute("type")).toBe("tel");
    expect(field("Surface (m²)").getAttribute("type")).toBe("number");
    expect(occurrences(document.body, "* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.")).toBe(
      1,
    );
    expect([...document.querySelectorAll("h1, h2, h3")].filter((h) => textOf(h) === "Pourquoi nous choisir ?").length).toBe(1);
    expect(document.querySelectorAll("section[aria-labelledby='why-title'] li").length).toBe(6);
  });
});

describe("public pages in the browser", () => {
  it("home: computed experience and a call button on the first screen of a phone, no error, nothing from elsewhere", async () => {
    const { page, errors, externalRequests } = fresh(phone);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    const years = yearsOfExperience();
    await eventually(() => page.locator("#accueil").getByText(`${years} ans d'expérience`).isVisible()).toBe(true);

    // a homeowner with a leaking roof reaches the call button without scrolling
    const call = page.locator("#accueil").locator('a[href^="tel:"]');
    await eventually(() => call.getAttribute("href")).toBe(phoneHref(DEFAULT_SITE.phone));
    const box = (await call.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);

    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
  });

  it("FAQ accordions keep one answer open at a time and collapse again", async () => {
    const { page, errors } = fresh(phone);
    for (const path of ["/", "/services/maintenance"]) {
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
    }
  });

  it("project detail opens at the top, with a 2×2 first image from medium screens", async () => {
    const { page, errors } = fresh(laptop);
    await page.goto(`${server.url}/realisations`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator(`a[href="/realisations/construction-neuve-meyzieu"]`).click();
    await page.waitForURL(`${server.url}/realisations/construction-neuve-meyzieu`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // rendered by the browser after the client-side navigation: the surface of this project is shown
    const info = page.getByRole("complementary", { name: "Informations projet" });
    await eventually(() => info.getByText("Surface", { exact: true }).count()).toBe(1);
    await eventually(() => info.getByText("220 m²").count()).toBe(1);

    const gallery = page.getByRole("region", { name: "Galerie photos" }).locator("li");
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (i) => (await gallery.nth(i).boundingBox())!));
    expect(first!.width).toBeGreaterThan(second!.width * 1.8);
    expect(Math.round(first!.height)).toBeGreaterThanOrEqual(Math.round(second!.height + third!.height));

    await page.getByRole("link", { name: "Retour aux réalisations" }).click();
    await page.waitForURL(`${server.url}/realisations`);
    expect(errors).toEqual([]);
  });

  it("emergency page: the call button is on a phone's first screen", async () => {
    const { page } = fresh(phone);
    await page.goto(`${server.url}/urgence-toiture`);
    const call = page.getByRole("link", { name: /Appeler maintenant/ }).first();
    await eventually(() => call.getAttribute("href")).toBe(phoneHref(DEFAULT_SITE.phone));
    expect((await call.boundingBox())!.y).toBeLessThan(844);
  });

  it("images have a size (no layout shift), load lazily below the fold, and the hero image is preloaded", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toMatch(/<link [^>]*rel="preload" as="image"[^>]*imageSrcSet="[^"]*hero-/);
    const { page } = fresh(phone);
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
  });
});
