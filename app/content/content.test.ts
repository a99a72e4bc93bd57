import { describe, expect, it } from "vitest";
import * as faqSeed from "~/db/migrations/013-faq-testimonials.seed";
import * as content from "./index";
import {
  BUSINESS_AGGREGATE_RATING,
  IMAGE_KEYS,
  LANDING_RATING,
  behindTheScenes,
  certifications,
  cgu,
  cgv,
  conseilLanding,
  emergencyPage,
  emergencyPromises,
  emergencyServices,
  etancheiteLanding,
  experienceStatLabel,
  faconnageLanding,
  formatExperience,
  getServiceBySlug,
  homeHero,
  homeServiceCards,
  homeStats,
  landings,
  maintenanceLanding,
  quoteSellingPoints,
  quoteWhyChooseUs,
  serviceArea,
  services,
  siteMapGroups,
  siteMapStats,
  values,
  zinguerieLanding,
} from "./index";

const FRENCH_PHONE = /(\+33 ?|0)[1-9]([ .-]?[0-9]{2}){4}/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** Every string reachable from a value, with its path. */
function collectStrings(value: unknown, path = "", out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => collectStrings(item, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) collectStrings(item, path ? `${path}.${key}` : key, out);
  return out;
}

/** Every value found under one of the given property names. */
function collectByKey(value: unknown, keys: readonly string[], out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => collectByKey(item, keys, out));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if (keys.includes(key)) out.push(...(Array.isArray(item) ? item : [item]));
      collectByKey(item, keys, out);
    }
  return out;
}

const allText = (value: unknown) =>
  collectStrings(value)
    .map(([, s]) => s)
    .join("\n");

const { SEED_CONSEIL_FAQ, SEED_CONSEIL_TESTIMONIALS, SEED_HOME_FAQ, SEED_SERVICE_FAQ } = faqSeed;

/**
 * Everything the module exposes, functions' results included, and the FAQ and
 * testimonials the site starts with (now in the database, seeded from faqSeed).
 */
const everything = { ...content, computedSiteMapStats: siteMapStats(siteMapGroups([]), 0), faqSeed };

describe("services", () => {
  it("are the five services, in order", () => {
    expect(services.map((s) => s.slug)).toEqual(["zinguerie", "etancheite", "maintenance", "faconnage", "conseil-expertise"]);
  });

  it.each(services.map((s) => [s.slug, s] as const))("%s has the documented counts and fields", (_, service) => {
    expect(service.features).toHaveLength(6);
    expect(service.benefits).toHaveLength(6);
    expect(service.process).toHaveLength(4);
    expect(SEED_SERVICE_FAQ[service.slug]).toHaveLength(3);
    expect(["Droplets", "Shield", "Wrench", "Hammer", "Settings"]).toContain(service.icon);
    for (const field of [service.title, service.shortDescription, service.fullDescription, service.badge])
      expect(field.trim()).not.toBe("");
    expect(service.metaTitle.length).toBeLessThanOrEqual(70);
    expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    expect(service.keywords.length).toBeGreaterThan(0);
    expect(service.image).toBe(`service-${service.slug}`);
  });

  it("have distinct icons", () => {
    expect(new Set(services.map((s) => s.icon)).size).toBe(5);
  });

  it("state the FAQ facts", () => {
    const faq = (slug: keyof typeof SEED_SERVICE_FAQ) => allText(SEED_SERVICE_FAQ[slug]);
    expect(faq("faconnage")).toContain("3 à 5 jours");
    expect(faq("faconnage")).toContain("1 à 2 semaines");
    expect(faq("faconnage")).toContain("0,5 à 3 mm");
    expect(faq("maintenance")).toContain("deux fois par an");
    expect(faq("zinguerie")).toContain("30 à 80 €");
    expect(faq("etancheite")).toContain("50 à 150 €");
  });

  it("are found by slug, unknown slugs are not", () => {
    expect(getServiceBySlug("zinguerie")?.title).toBe("Zinguerie");
    expect(getServiceBySlug("nope")).toBeUndefined();
    expect(getServiceBySlug(undefined)).toBeUndefined();
  });

  it("feed the five home cards with a badge", () => {
    expect(homeServiceCards).toHaveLength(5);
    for (const card of homeServiceCards) {
      expect(card.href).toBe(`/services/${card.slug}`);
      expect(card.badge).not.toBe("");
      expect(card.features.length).toBeGreaterThan(0);
    }
  });
});

// The réalisations are in the database: their checks are in tests/integration/projects.test.ts.

describe("home", () => {
  it("has the four claims, the stats and the about blocks", () => {
    expect(homeHero.claims).toEqual([
      "Devis gratuit sous 24h",
      "Garantie décennale",
      "Artisan de confiance",
      "Intervention rapide",
    ]);
    expect(homeStats).toEqual([
      { kind: "fixed", value: "500+", label: "projets réalisés" },
      { kind: "experience" },
      { kind: "fixed", value: "98%", label: "clients satisfaits" },
      { kind: "fixed", value: "24h", label: "délai de réponse" },
    ]);
    expect(certifications).toHaveLength(3);
    expect(values).toHaveLength(3);
    expect(behindTheScenes.images).toHaveLength(2);
  });

  it("words the experience in French", () => {
    expect(formatExperience(5)).toBe("5 ans d'expérience");
    expect(formatExperience(1)).toBe("1 an d'expérience");
    expect(experienceStatLabel(6)).toBe("ans d'expérience");
  });

  it("has ten FAQ entries with the business facts", () => {
    expect(SEED_HOME_FAQ).toHaveLength(10);
    const text = allText(SEED_HOME_FAQ);
    expect(text).toContain("sous 48h");
    expect(text).toContain("30 à 80 € par mètre linéaire");
    expect(text).toContain("50 à 150 € par m²");
    expect(text).toContain("2 à 3 semaines");
    expect(text).toContain("décennale");
    expect(text).toContain("main-d'œuvre pendant 2 ans");
    expect(text).toContain("24h/24 et 7j/7");
    expect(new Set(SEED_HOME_FAQ.map((f) => f.question)).size).toBe(10);
  });
});

describe("emergency and quote pages", () => {
  it("lists six emergency services, all urgent but blocked gutters", () => {
    expect(emergencyServices).toHaveLength(6);
    expect(emergencyServices.filter((s) => !s.urgent).map((s) => s.title)).toEqual(["Gouttières bouchées"]);
  });

  it("makes the four promises", () => {
    expect(emergencyPromises.map((p) => p.title)).toEqual([
      "Intervention sous 2h",
      "Disponible 24h/7j",
      "Garantie décennale",
      "Réparation durable",
    ]);
    expect(emergencyPage.quoteLabel).toBe("Devis Gratuit");
  });

  it("has four selling points and six 'why choose us' cards", () => {
    expect(quoteSellingPoints.map((p) => p.label)).toEqual([
      "Devis sous 24h",
      "Gratuit et sans engagement",
      "Prix transparents",
      "Garantie 10 ans",
    ]);
    expect(quoteWhyChooseUs.map((c) => c.title)).toEqual([
      "Expertise",
      "Matériaux premium",
      "Intervention rapide",
      "Garantie décennale",
      "Prix compétitifs",
      "Équipe qualifiée",
    ]);
  });
});

describe("landing pages", () => {
  const all = Object.values(landings);

  it("are the five landings with their paths", () => {
    expect(all.map((l) => l.path)).toEqual([
      "/landing/zinguerie",
      "/landing/etancheite",
      "/landing/maintenance",
      "/landing/faconnage",
      "/landing/conseil",
    ]);
    for (const landing of all) {
      expect(landing.path).toBe(`/landing/${landing.slug}`);
      expect(landing.image).toBe(`landing-${landing.slug}`);
      expect(landing.metaDescription.length).toBeLessThanOrEqual(160);
      expect(landing.hero.title).toContain(landing.hero.highlight);
      expect(landing.offerCatalog.items.length).toBeGreaterThan(0);
      expect(landing.claims.length).toBeGreaterThan(0);
    }
  });

  it("carry the landing claims", () => {
    const claims = all.flatMap((l) => l.claims.map((c) => c.label));
    for (const figure of ["+200", "+150", "+300", "+500", "Paiement en 3 fois", "Devis sous 2h"])
      expect(claims.some((c) => c.includes(figure))).toBe(true);
    expect(LANDING_RATING.label).toBe("4,9/5");
    expect(claims.filter((c) => c.includes("4,9/5")).length).toBeGreaterThanOrEqual(4);
    expect(BUSINESS_AGGREGATE_RATING).toEqual({ ratingValue: 4.8, bestRating: 5, reviewCount: 127 });
  });

  it("zinguerie: six services, an emergency banner and eight cities with their delays", () => {
    expect(zinguerieLanding.services.map((s) => s.title)).toEqual([
      "Gouttières",
      "Descentes d'eaux pluviales",
      "Noues",
      "Solins et abergements",
      "Bardage et habillage de façade",
      "Réparations d'urgence",
    ]);
    expect(allText(zinguerieLanding.emergencyBanner)).toMatch(/24h\/24 et 7j\/7/);
    expect(allText(zinguerieLanding.emergencyBanner)).toContain("sous 2h");
    const delays = Object.fromEntries(zinguerieLanding.cities.map((c) => [c.city, c.delayDays]));
    expect(delays).toEqual({
      Lyon: 1,
      "Saint-Étienne": 1,
      Grenoble: 1,
      Annecy: 2,
      Chambéry: 2,
      Valence: 2,
      "Clermont-Ferrand": 2,
      "Bourg-en-Bresse": 2,
    });
    for (const c of zinguerieLanding.cities) expect(c.delay).toBe(`J+${c.delayDays}`);
  });

  it("etancheite: the starting prices", () => {
    const price = (title: string) => etancheiteLanding.services.find((s) => s.title === title)?.price;
    expect(price("Membrane EPDM")).toBe("À partir de 45 €/m²");
    expect(price("Résine d'étanchéité")).toBe("À partir de 55 €/m²");
    expect(price("Étanchéité multicouche")).toBe("À partir de 65 €/m²");
    expect(price("Sous-toiture")).toBe("À partir de 35 €/m²");
    expect(price("Toiture végétalisée")).toBe("À partir de 75 €/m²");
    expect(price("Réparation d'urgence")).toBe("Forfait à partir de 150 €");
    expect(etancheiteLanding.offerCatalog.items.map((i) => i.price)).toEqual([45, 55, 65, 35, 75, 150]);
    expect(etancheiteLanding.problems.items.length).toBe(etancheiteLanding.solutions.items.length);
    expect(etancheiteLanding.reasons).toHaveLength(4);
  });

  it("maintenance: the three contracts and four emergency types", () => {
    expect(maintenanceLanding.contracts.map((c) => [c.name, c.price, c.visitsPerYear, c.freeEmergencyCalls, c.popular])).toEqual([
      ["ESSENTIEL", 120, 2, 0, false],
      ["CONFORT", 220, 3, 2, true],
      ["PREMIUM", 380, 4, "unlimited", false],
    ]);
    for (const c of maintenanceLanding.contracts) {
      expect(c.priceLabel).toBe(`${c.price} €/an`);
      expect(c.badge).not.toBe("");
      expect(c.included).not.toBe("");
    }
    expect(allText(maintenanceLanding.contracts[0].features)).toContain("2 nettoyages");
    expect(allText(maintenanceLanding.contracts[2].features)).toContain("illimités 24h/24 et 7j/7");
    expect(maintenanceLanding.emergencyTypes).toHaveLength(4);
    for (const e of maintenanceLanding.emergencyTypes) expect(e.responseTime).not.toBe("");
  });

  it("faconnage: machines, materials, creations and process", () => {
    const specs = faconnageLanding.equipment.map((e) => e.specs.map((s) => s.value));
    expect(specs).toEqual([
      ["0,5 à 8 mm", "3000 × 1500 mm", "±0,1 mm"],
      ["3200 mm", "100 tonnes"],
      ["50 mm", "jusqu'à 4 mm", "2500 mm"],
    ]);
    expect(allText(faconnageLanding)).toContain("3 à 5 jours");
    expect(allText(faconnageLanding)).toContain("1 à 1000");
    expect(faconnageLanding.materials.map((m) => [m.material, m.thicknessMm.min, m.thicknessMm.max])).toEqual([
      ["Zinc", 0.5, 1.0],
      ["Aluminium", 0.7, 2.0],
      ["Cuivre", 0.6, 1.2],
      ["Acier galvanisé", 0.8, 3.0],
    ]);
    for (const m of faconnageLanding.materials) {
      expect(m.thicknesses).toBe(`${m.thicknessMm.min.toFixed(1)} à ${m.thicknessMm.max.toFixed(1)} mm`.replaceAll(".", ","));
      expect(m.finishes.length).toBeGreaterThan(0);
      expect(m.advantages.length).toBeGreaterThan(0);
    }
    expect(faconnageLanding.creations).toHaveLength(6);
    const creationPrices = faconnageLanding.creations.map((c) => c.price);
    for (const example of ["25 €/ml", "45 €/m²", "85 €/pièce", "35 €/ml", "120 €/ml"])
      expect(creationPrices.some((p) => p.endsWith(example))).toBe(true);
    for (const c of faconnageLanding.creations) expect(c.delay).not.toBe("");
    expect(faconnageLanding.process.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    for (const s of faconnageLanding.process) expect(s.duration).not.toBe("");
  });

  it("conseil: six services at their prices, method, testimonials and FAQ", () => {
    expect(conseilLanding.services.map((s) => [s.title, s.price])).toEqual([
      ["Visite-conseil", "Gratuit"],
      ["Étude technique", "350 à 650 €"],
      ["Conseil matériaux", "150 à 300 €"],
      ["Aide aux démarches", "200 à 400 €"],
      ["Expertise sinistre", "400 à 800 €"],
      ["Suivi de chantier", "5 à 8 % du montant des travaux"],
    ]);
    expect(conseilLanding.services[0].duration).toBe("2h");
    expect(conseilLanding.method.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(SEED_CONSEIL_TESTIMONIALS).toHaveLength(3);
    for (const t of SEED_CONSEIL_TESTIMONIALS) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
    }
    expect(SEED_CONSEIL_FAQ.length).toBeGreaterThan(0);
  });
});

describe("legal pages", () => {
  it("CGU has 8 sections, French law and the courts of Lyon", () => {
    expect(cgu.sections).toHaveLength(8);
    expect(allText(cgu.sections[7])).toContain("droit français");
    expect(allText(cgu.sections[7])).toContain("Lyon");
  });

  it("CGV has 10 sections with the business terms", () => {
    expect(cgv.sections).toHaveLength(10);
    const section = (n: number) => allText(cgv.sections[n - 1]);
    expect(section(2)).toContain("30 jours");
    expect(section(4)).toContain("3 fois");
    expect(section(5)).toContain("2 à 3 semaines");
    expect(section(6)).toContain("décennale");
    expect(section(6)).toContain("2 ans");
    expect(section(8)).toContain("8 jours");
    expect(section(9)).toContain("14 jours");
  });

  it("every section has a title and paragraphs", () => {
    for (const s of [...cgu.sections, ...cgv.sections]) {
      expect(s.title).not.toBe("");
      expect(s.paragraphs.length).toBeGreaterThan(0);
    }
  });
});

describe("site map and service area", () => {
  // The groups and the stats band list the published réalisations: checked in tests/integration/projects.test.ts.

  it("covers 150 km around Lyon in Auvergne-Rhône-Alpes, cities of the landing included", () => {
    expect(serviceArea.radiusKm).toBe(150);
    expect(serviceArea.center.name).toBe("Lyon");
    expect(serviceArea.regions).toContain("Auvergne-Rhône-Alpes");
    for (const c of zinguerieLanding.cities) expect(serviceArea.cities).toContain(c.city);
  });
});

describe("whole content", () => {
  it("has unique slugs and paths", () => {
    const unique = (xs: readonly string[]) => expect(new Set(xs).size).toBe(xs.length);
    unique(services.map((s) => s.slug));
    unique(Object.values(landings).map((l) => l.path));
    unique(siteMapGroups([]).flatMap((g) => g.links.map((l) => l.href)));
  });

  it("only uses known image keys, each with an alternative text", () => {
    expect(new Set(IMAGE_KEYS).size).toBe(IMAGE_KEYS.length);
    const used = collectByKey(everything, ["image", "images", "key", "poster"]).filter((v): v is string => typeof v === "string");
    expect(used.length).toBeGreaterThan(20);
    for (const key of used) expect(IMAGE_KEYS).toContain(key);
  });

  it("never contains a phone number or an e-mail address", () => {
    const strings = collectStrings(everything);
    expect(strings.length).toBeGreaterThan(500);
    const offending = strings.filter(([, s]) => FRENCH_PHONE.test(s) || EMAIL.test(s));
    expect(offending).toEqual([]);
  });

  it("has no empty or untrimmed text", () => {
    const bad = collectStrings(everything).filter(([, s]) => s.trim() === "" || s !== s.trim() || /\s{2,}/.test(s));
    expect(bad).toEqual([]);
  });
});
