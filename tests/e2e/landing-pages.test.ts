import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phoneHref } from "~/config/site";
// the FAQ and testimonials a fresh database starts with (the owner edits them: docs/product.md#faq-admin)
import { SEED_CONSEIL_FAQ, SEED_CONSEIL_TESTIMONIALS } from "~/db/migrations/013-faq-testimonials.seed";
import {
  BUSINESS_AGGREGATE_RATING,
  LANDING_RATING,
  LANDING_SLUGS,
  conseilLanding,
  etancheiteLanding,
  faconnageLanding,
  landings,
  maintenanceLanding,
  serviceArea,
  zinguerieLanding,
  type ConseilLanding,
  type EtancheiteLanding,
  type FaconnageLanding,
  type LandingBase,
  type LandingSlug,
  type MaintenanceLanding,
  type ZinguerieLanding,
} from "~/content";
import { launchBrowser, openPage, type TrackedPage } from "./helpers/browser";
import { startServer, type TestServer } from "./helpers/server";
import { eventually } from "./helpers/eventually";
import { axeOn, isSerious } from "./helpers/axe";
import { fetchPage, jsonLdOf, textOf, type ServedPage } from "./helpers/html";
import { elementsWithText, linksNamed } from "./helpers/html-queries";
import { waitForHydration } from "./helpers/admin";

/** A phone number of our own, to prove the pages read it from configuration. */
const PHONE = "06 12 34 56 78";
const TEL = phoneHref(PHONE);
const MOBILE = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;
/**
 * One page per screen size, for the browser tests that change nothing a later one reads (the first
 * visit's cookie banner is checked in a page of its own).
 */
let laptop: TrackedPage;
let phone: TrackedPage;

/** The same site with Google ids configured: its first visit asks for cookie consent (docs/product.md#consent). */
let tagged: TestServer;

beforeAll(async () => {
  [server, tagged, browser] = await Promise.all([
    startServer({ SITE_PHONE: PHONE }),
    startServer({ SITE_PHONE: PHONE, GA_MEASUREMENT_ID: "G-TEST123", GOOGLE_ADS_ID: "AW-123456" }),
    launchBrowser(),
  ]);
  [laptop, phone] = await Promise.all([openPage(browser), openPage(browser, MOBILE)]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), tagged?.stop()]);
});

type Json = Record<string, unknown>;
/** Text as a reader sees it: any run of whitespace (incl. no-break spaces) is one space. */
const norm = (text: string) => text.replace(/\s+/g, " ").trim();

async function visit(page: Page, slug: LandingSlug, site: TestServer = server): Promise<void> {
  const res = await page.goto(`${site.url}/landing/${slug}`);
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
}

/** The shared page, its record of errors started afresh for the test. */
function fresh(tracked: TrackedPage): TrackedPage {
  tracked.errors.length = 0;
  return tracked;
}

/** The landing page as the server sends it. */
async function served(slug: LandingSlug): Promise<ServedPage> {
  const page = await fetchPage(`${server.url}/landing/${slug}`);
  expect(page.status).toBe(200);
  return page;
}

const mainText = (document: Document) => norm(document.querySelector("main")?.textContent ?? "");

/** Every record of a page, as text that must appear in it (taken from the content data). */
function expectedTexts(slug: LandingSlug): string[] {
  const common = (l: LandingBase) => [
    l.hero.eyebrow,
    l.hero.subtitle,
    ...l.claims.map((c) => c.label),
    l.closingCta.title,
    l.closingCta.text,
    LANDING_RATING.label,
  ];
  switch (slug) {
    case "zinguerie": {
      const l: ZinguerieLanding = zinguerieLanding;
      return [
        ...common(l),
        l.servicesIntro.title,
        ...l.services.flatMap((s) => [s.title, s.description, ...s.features, ...(s.price ? [s.price] : [])]),
        l.emergencyBanner.badge,
        l.emergencyBanner.title,
        l.emergencyBanner.text,
        l.citiesIntro.title,
        ...l.cities.flatMap((c) => [c.city, c.department]),
      ];
    }
    case "etancheite": {
      const l: EtancheiteLanding = etancheiteLanding;
      return [
        ...common(l),
        ...l.services.flatMap((s) => [s.title, s.description, ...s.features, s.price ?? ""]),
        l.problems.title,
        ...l.problems.items,
        l.solutions.title,
        ...l.solutions.items,
        l.reasonsIntro.title,
        ...l.reasons.flatMap((r) => [r.title, r.description]),
      ];
    }
    case "maintenance": {
      const l: MaintenanceLanding = maintenanceLanding;
      return [
        ...common(l),
        ...l.contracts.flatMap((c) => [c.name, c.badge, c.description, ...c.features, c.included]),
        l.emergencyIntro.title,
        ...l.emergencyTypes.flatMap((t) => [t.title, t.description, t.responseTime]),
        l.emergencyBlock.title,
        l.emergencyBlock.text,
      ];
    }
    case "faconnage": {
      const l: FaconnageLanding = faconnageLanding;
      return [
        ...common(l),
        ...l.equipment.flatMap((e) => [
          e.title,
          e.subtitle,
          e.description,
          e.badge,
          ...e.specs.flatMap((s) => [s.label, s.value]),
        ]),
        ...l.workshopStats.flatMap((s) => [s.value, s.label]),
        ...l.materials.flatMap((m) => [m.material, m.description, m.thicknesses, ...m.finishes, ...m.advantages]),
        ...l.creations.flatMap((c) => [c.category, ...c.items, c.delay, c.price]),
        ...l.process.flatMap((p) => [p.title, p.description, p.duration]),
      ];
    }
    case "conseil": {
      const l: ConseilLanding = conseilLanding;
      return [
        ...common(l),
        ...l.services.flatMap((s) => [s.title, s.badge, s.description, ...s.included, s.duration, s.price]),
        ...l.method.flatMap((p) => [p.title, p.description, p.duration]),
        ...SEED_CONSEIL_TESTIMONIALS.flatMap((t) => [t.name, t.project, t.comment]),
        ...SEED_CONSEIL_FAQ.map((f) => f.question),
      ];
    }
  }
}

describe.each(LANDING_SLUGS)("/landing/%s", (slug) => {
  const landing: LandingBase = landings[slug];

  it("shows the offer, every record of the page, the rating and the claims", async () => {
    const { document } = await served(slug);
    const h1 = document.querySelectorAll("h1");
    expect(h1.length).toBe(1);
    expect(norm(h1[0]!.textContent ?? "")).toBe(landing.hero.title);

    const text = mainText(document);
    const missing = expectedTexts(slug).filter((t) => t && !text.includes(norm(t)));
    expect(missing).toEqual([]);
    // shown, not only present: checked in the browser below, with the call button
    expect(elementsWithText(document.body, LANDING_RATING.label).length).toBeGreaterThan(0);
  });

  it("has a call button to the configured phone, its rating shown, and 'Demander un devis' links to /contact", async () => {
    const { page, errors } = fresh(laptop);
    await visit(page, slug);
    const main = page.locator("main");
    await expect.poll(() => page.getByText(LANDING_RATING.label, { exact: true }).first().isVisible()).toBe(true);

    const call = main.getByRole("link", { name: `Appeler le ${PHONE}` }).first();
    await expect.poll(() => call.isVisible()).toBe(true);
    await eventually(() => call.getAttribute("href")).toBe(TEL);
    // every tel: link of the page goes to the configured number
    const telLinks = await page.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(telLinks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(telLinks)).toEqual(new Set([TEL]));

    const quote = main.getByRole("link", { name: "Demander un devis" });
    await eventually(() => quote.count()).toBeGreaterThanOrEqual(2);
    for (const href of await quote.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href).toBe("/contact");

    await quote.first().click();
    await page.waitForURL(`${server.url}/contact`);
    expect(errors).toEqual([]);
  });

  it("sets its search metadata and the business structured data", async () => {
    const { document } = await served(slug);

    expect(document.querySelector("title")?.textContent).toBe(landing.metaTitle);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(landing.metaDescription);
    expect(document.querySelector('meta[name="keywords"]')?.getAttribute("content")).toBe(landing.keywords.join(", "));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${server.url}${landing.path}`);

    const ld = jsonLdOf(document) as Json[];
    for (const item of ld) expect(item["@context"]).toBe("https://schema.org");
    const business = ld.find((item) => item["@type"] === "RoofingContractor");
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      telephone: PHONE,
      url: `${server.url}${landing.path}`,
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "08:00",
          closes: "18:00",
        },
      ],
      areaServed: {
        "@type": "GeoCircle",
        geoMidpoint: {
          "@type": "GeoCoordinates",
          latitude: serviceArea.center.latitude,
          longitude: serviceArea.center.longitude,
        },
        geoRadius: 150_000,
      },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: BUSINESS_AGGREGATE_RATING.ratingValue,
        reviewCount: BUSINESS_AGGREGATE_RATING.reviewCount,
      },
      hasOfferCatalog: { "@type": "OfferCatalog", name: landing.offerCatalog.name },
    });
    const offers = (business!.hasOfferCatalog as { itemListElement: Json[] }).itemListElement;
    expect(offers.map((o) => (o.itemOffered as Json).name)).toEqual(landing.offerCatalog.items.map((i) => i.name));
    landing.offerCatalog.items.forEach((item, i) => {
      expect(offers[i]["@type"]).toBe("Offer");
      if (item.price !== undefined) {
        expect(offers[i].priceSpecification).toMatchObject({
          "@type": "UnitPriceSpecification",
          price: item.price,
          priceCurrency: "EUR",
          ...(item.unitText ? { unitText: item.unitText } : {}),
        });
      }
    });
  });

  it("works on a phone: call button on the first screen, no serious axe violation, sticky call bar", async () => {
    // a first visit of a site that asks for cookie consent; its Google tag is answered by a stand-in, never Google
    const { page, context, errors, close } = await openPage(browser, MOBILE);
    await context.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await visit(page, slug, tagged);

    // the call button is reachable without scrolling
    const call = page
      .locator("main")
      .getByRole("link", { name: `Appeler le ${PHONE}` })
      .first();
    const box = await call.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);

    // headings in order: one h1, no level skipped
    const levels = await page.locator("main :is(h1,h2,h3,h4,h5,h6)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1] + 1));

    // the cookie banner covers the call bar until it is dismissed
    const banner = page.getByRole("region", { name: "Consentement aux cookies" });
    await banner.waitFor();
    const bar = page.getByTestId("mobile-call-bar");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("true");
    const onTop = await page.evaluate(() => {
      const el = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 10);
      return (
        el?.closest('[role="region"]')?.getAttribute("aria-label") ?? el?.closest("[data-testid]")?.getAttribute("data-testid")
      );
    });
    expect(onTop).toBe("Consentement aux cookies");
    await page.getByRole("button", { name: "Essentiel uniquement" }).first().click();
    await banner.waitFor({ state: "detached" });

    // axe on the page as a visitor sees it, once the bar has finished fading in (a half-faded bar has no stable contrast)
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-testid="mobile-call-bar"]')!).opacity === "1",
    );
    const results = await axeOn(page).analyze();
    const serious = results.violations.filter(isSerious);
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // between the hero and the closing call to action the bar offers the call, and it is on top
    await expect.poll(() => bar.isVisible()).toBe(true);
    const barCall = bar.getByRole("link", { name: `Appeler le ${PHONE}` });
    await eventually(() => barCall.getAttribute("href")).toBe(TEL);
    await eventually(() => bar.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe("/contact");

    // at the end of the page it steps aside: nothing (closing CTA, footer) stays hidden under it
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");
    await expect.poll(() => bar.isVisible()).toBe(false);
    // and back at the top the hero's own buttons are enough
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => bar.getAttribute("data-visible")).toBe("false");

    expect(errors).toEqual([]);
    await close();
  });

  it("sizes its images, loads the hero first and the others lazily", async () => {
    const { page } = fresh(phone);
    await visit(page, slug);
    const images = await page.locator("main img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        fetchPriority: img.getAttribute("fetchpriority"),
        alt: img.getAttribute("alt"),
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.alt).toBeTruthy();
    }
    const [hero, ...others] = images;
    expect(hero.loading).not.toBe("lazy");
    expect(hero.fetchPriority).toBe("high");
    for (const img of others.filter((i) => i.top > MOBILE.height)) expect(img.loading).toBe("lazy");
  });
});

describe("/landing/zinguerie records", () => {
  it("shows eight cities with their delay: next day around Lyon, two days further away", async () => {
    const { document } = await served("zinguerie");
    const cards = [...document.querySelectorAll("#delais li")];
    expect(cards.length).toBe(8);
    const delays = Object.fromEntries(
      cards.map((li) => [li.querySelector("h3")?.textContent, li.textContent?.match(/J\+\d/)?.[0]] as const),
    );
    expect(delays).toEqual({
      Lyon: "J+1",
      "Saint-Étienne": "J+1",
      Grenoble: "J+1",
      Annecy: "J+2",
      Chambéry: "J+2",
      Valence: "J+2",
      "Clermont-Ferrand": "J+2",
      "Bourg-en-Bresse": "J+2",
    });
    // the emergency banner's call goes to the configured number
    const banner = [...document.querySelectorAll("section[aria-labelledby]")].filter((section) =>
      /Intervention sous 2h/.test(textOf(document.getElementById(section.getAttribute("aria-labelledby")!))),
    );
    expect(banner).toHaveLength(1);
    const emergencyCall = linksNamed(banner[0]!, /Appeler l'urgence/);
    expect(emergencyCall).toHaveLength(1);
    expect(emergencyCall[0]!.getAttribute("href")).toBe(TEL);
  });

  it("keeps the white text of the red emergency banner readable", async () => {
    const { page } = fresh(laptop);
    await visit(page, "zinguerie");
    // the red emergency banner keeps white text readable
    // (axe leaves it 'incomplete' because of the decorative gradient: compute the WCAG ratio of its texts on its red)
    const banner = page.getByRole("region", { name: /Intervention sous 2h/ });
    const ratios = await banner.evaluate((section) => {
      const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const rgb = (css: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = css;
        ctx.fillRect(0, 0, 1, 1);
        return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      const luminance = (c: number[]) => {
        const [r, g, b] = c.map((v) => {
          const x = v / 255;
          return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const background = rgb(getComputedStyle(section).backgroundColor);
      return Array.from(section.querySelectorAll("h2, p")).map((el) => {
        const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)].sort((x, y) => y - x);
        return { text: el.textContent, ratio: (a + 0.05) / (b + 0.05), red: background[0] > 150 && background[1] < 60 };
      });
    });
    expect(ratios.length).toBeGreaterThanOrEqual(3);
    for (const r of ratios) {
      expect(r.red).toBe(true);
      expect(r.ratio, r.text ?? "").toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("/landing/etancheite records", () => {
  it("states the 'À partir de' prices of the six solutions", async () => {
    const { document } = await served("etancheite");
    const text = mainText(document);
    for (const price of [
      "À partir de 45 €/m²",
      "À partir de 55 €/m²",
      "À partir de 65 €/m²",
      "À partir de 35 €/m²",
      "À partir de 75 €/m²",
      "Forfait à partir de 150 €",
    ]) {
      expect(text).toContain(price);
    }
    expect(document.querySelectorAll("#pourquoi-nous h3").length).toBe(4);
  });
});

describe("/landing/maintenance records", () => {
  it("offers three yearly contracts, CONFORT highlighted, each with a subscribe button to /contact", async () => {
    const { document } = await served("maintenance");
    const cards = [...document.querySelectorAll("#contrats article")];
    expect(cards.length).toBe(3);
    expect(cards.map((a) => a.textContent?.replace(/\s+/g, " ").match(/\d+ €\/an/)?.[0])).toEqual([
      "120 €/an",
      "220 €/an",
      "380 €/an",
    ]);
    for (const name of ["ESSENTIEL", "CONFORT", "PREMIUM"]) {
      const subscribe = linksNamed(document, `Souscrire : contrat ${name}`);
      expect(subscribe, name).toHaveLength(1);
      expect(subscribe[0]!.getAttribute("href")).toBe("/contact");
    }
    expect(cards.find((a) => a.textContent?.includes("CONFORT"))?.textContent).toContain("Le plus choisi");
    expect(document.querySelectorAll("#urgences h3").length).toBe(4 + 1); // four emergency types and the phone block
  });
});

describe("/landing/faconnage records", () => {
  it("lists three machines, four metals with thicknesses, six creations with delay and price, four steps", async () => {
    const { document } = await served("faconnage");
    expect(document.querySelectorAll("#atelier article").length).toBe(3);
    const metals = [...document.querySelectorAll("#metaux article")].map((a) => [
      a.querySelector("h3")?.textContent,
      a.textContent?.match(/\d,\d à \d,\d mm/)?.[0],
    ]);
    expect(metals).toEqual([
      ["Zinc", "0,5 à 1,0 mm"],
      ["Aluminium", "0,7 à 2,0 mm"],
      ["Cuivre", "0,6 à 1,2 mm"],
      ["Acier galvanisé", "0,8 à 3,0 mm"],
    ]);
    expect(document.querySelectorAll("#creations article").length).toBe(6);
    expect(document.querySelectorAll("#processus ol > li").length).toBe(4);
  });
});

describe("/landing/conseil", () => {
  it("publishes its FAQ as FAQPage structured data", async () => {
    const { document } = await served("conseil");
    const faq = (jsonLdOf(document) as Json[]).find((item) => item["@type"] === "FAQPage");
    expect(faq).toBeDefined();
    const entities = faq!.mainEntity as Json[];
    expect(entities).toHaveLength(SEED_CONSEIL_FAQ.length);
    entities.forEach((q, i) => {
      expect(q).toMatchObject({
        "@type": "Question",
        name: SEED_CONSEIL_FAQ[i].question,
        acceptedAnswer: { "@type": "Answer", text: SEED_CONSEIL_FAQ[i].answer },
      });
    });
    expect(document.querySelectorAll("#prestations article").length).toBe(6);
    expect(document.querySelectorAll("#methode ol > li").length).toBe(4);
  });

  it("shows three testimonials whose stars are announced as text", async () => {
    const { document } = await served("conseil");
    const figures = [...document.querySelectorAll("#temoignages figure")];
    expect(figures.length).toBe(3);
    for (const [i, testimonial] of SEED_CONSEIL_TESTIMONIALS.entries()) {
      const stars = [...figures[i]!.querySelectorAll('[role="img"]')].filter(
        (el) => el.getAttribute("aria-label") === `Note\u00a0: ${testimonial.rating} sur 5`,
      );
      expect(stars.length).toBe(1);
    }
  });

  it("opens one answer at a time, closes it on a second click and works with the keyboard", async () => {
    const { page, errors } = fresh(laptop);
    await visit(page, "conseil");
    const [first, second, third] = SEED_CONSEIL_FAQ;
    // native <details>/<summary>: each question is a heading inside its summary
    const q = (index: number) => page.locator("#faq summary").nth(index);
    const isOpen = (index: number) =>
      page
        .locator("#faq details")
        .nth(index)
        .evaluate((d) => (d as HTMLDetailsElement).open);
    const a = (entry: { answer: string }) => page.getByText(entry.answer);
    await eventually(() => q(0).getByRole("heading", { level: 3 }).count()).toBe(1);

    // the first answer is open, the others closed
    expect(await isOpen(0)).toBe(true);
    await eventually(() => a(first).isVisible()).toBe(true);
    await eventually(() => a(second).isVisible()).toBe(false);

    // opening another closes the first
    await q(1).click();
    expect(await isOpen(1)).toBe(true);
    await eventually(() => a(second).isVisible()).toBe(true);
    await expect.poll(() => isOpen(0)).toBe(false);
    await eventually(() => a(first).isVisible()).toBe(false);

    // a second click collapses it: nothing open
    await q(1).click();
    expect(await isOpen(1)).toBe(false);
    await eventually(() => page.locator("#faq details[open]").count()).toBe(0);

    // keyboard: arrows move between questions, Enter opens, Space closes
    await q(0).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await q(2).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await eventually(() => a(third).isVisible()).toBe(true);
    await page.keyboard.press(" ");
    await eventually(() => a(third).isVisible()).toBe(false);
    await page.keyboard.press("Home");
    expect(await q(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowUp");
    expect(await q(SEED_CONSEIL_FAQ.length - 1).evaluate((el) => el === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
  });
});
