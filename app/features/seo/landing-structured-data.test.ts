import { describe, expect, it } from "vitest";
import { DEFAULT_SITE, type SiteConfig } from "~/config/site";
import { BUSINESS_AGGREGATE_RATING, LANDING_SLUGS, landings, serviceArea, type LandingBase } from "~/content";
import { LANDING_OPENING_HOURS, landingBusinessLd, landingOfferLd } from "./landing-structured-data";

const site: SiteConfig = { ...DEFAULT_SITE, url: "https://www.exemple.fr", phone: "06 12 34 56 78" };

type Json = Record<string, unknown>;
const obj = (value: unknown) => value as Json;
const list = (value: unknown) => value as Json[];

describe("landingBusinessLd", () => {
  it.each(LANDING_SLUGS)("describes the business of /landing/%s with schema.org types", (slug) => {
    const landing: LandingBase = landings[slug];
    // what the page puts in its <script type="application/ld+json">
    const ld = JSON.parse(JSON.stringify({ "@context": "https://schema.org", ...landingBusinessLd(site, landing) })) as Json;

    expect(ld["@type"]).toBe("RoofingContractor");
    expect(ld["@id"]).toBe(`https://www.exemple.fr/landing/${slug}#business`);
    expect(ld.url).toBe(`https://www.exemple.fr/landing/${slug}`);
    expect(ld.name).toBe(site.name);
    expect(ld.telephone).toBe("06 12 34 56 78");
    expect(obj(ld.address)).toMatchObject({ "@type": "PostalAddress", addressLocality: site.address.city, addressCountry: "FR" });
    expect(ld.logo).toBe(`https://www.exemple.fr${site.logoUrl}`);

    // Mon-Fri 08:00-18:00, and not the main site's hours
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
    ]);

    // 150 km around Lyon
    const area = obj(ld.areaServed);
    expect(area["@type"]).toBe("GeoCircle");
    expect(area.geoRadius).toBe(150_000);
    expect(obj(area.geoMidpoint)).toEqual({
      "@type": "GeoCoordinates",
      latitude: serviceArea.center.latitude,
      longitude: serviceArea.center.longitude,
    });

    // offer catalogue built from the landing's data, in order
    const catalog = obj(ld.hasOfferCatalog);
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.name).toBe(landing.offerCatalog.name);
    const offers = list(catalog.itemListElement);
    expect(offers).toHaveLength(landing.offerCatalog.items.length);
    offers.forEach((offer, i) => {
      const item = landing.offerCatalog.items[i];
      expect(offer["@type"]).toBe("Offer");
      expect(obj(offer.itemOffered)).toMatchObject({ "@type": "Service", name: item.name });
      if (item.price === undefined) {
        expect(offer).not.toHaveProperty("priceSpecification");
        expect(offer).not.toHaveProperty("price");
      } else {
        expect(offer).toMatchObject({ price: item.price, priceCurrency: "EUR" });
        expect(obj(offer.priceSpecification)).toMatchObject({
          "@type": "UnitPriceSpecification",
          price: item.price,
          priceCurrency: "EUR",
        });
      }
    });

    // the business rating (pages show 4,9/5, structured data 4.8 from 127 reviews)
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: BUSINESS_AGGREGATE_RATING.ratingValue,
      bestRating: 5,
      reviewCount: 127,
    });
    expect(BUSINESS_AGGREGATE_RATING.ratingValue).toBe(4.8);
  });

  it("publishes the landing hours, distinct from the main opening hours", () => {
    expect(LANDING_OPENING_HOURS).toEqual({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    });
    const mainWeekday = (DEFAULT_SITE as SiteConfig).openingHours.find((h) => h.dayOfWeek.includes("Monday"));
    expect(mainWeekday?.opens).not.toBe(LANDING_OPENING_HOURS.opens);
  });

  it("prices the waterproofing systems per square metre and the emergency repair as a flat fee", () => {
    const offers = list(obj(landingBusinessLd(site, landings.etancheite).hasOfferCatalog).itemListElement);
    const specs = offers.map((o) => obj(o.priceSpecification));
    expect(specs.map((s) => s.price)).toEqual([45, 55, 65, 35, 75, 150]);
    expect(specs.slice(0, 5).every((s) => s.unitText === "m²")).toBe(true);
    expect(specs[5]).not.toHaveProperty("unitText");
  });

  it("prices the maintenance contracts per year", () => {
    const offers = list(obj(landingBusinessLd(site, landings.maintenance).hasOfferCatalog).itemListElement);
    expect(offers.map((o) => [o.price, obj(o.priceSpecification).unitText])).toEqual([
      [120, "an"],
      [220, "an"],
      [380, "an"],
    ]);
  });

  it("keeps an offer without a stated price as a plain Offer of a Service", () => {
    expect(landingOfferLd({ name: "Noues en zinc" })).toEqual({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: "Noues en zinc" },
    });
    expect(landingOfferLd({ name: "Visite-conseil", description: "Gratuite", price: 0 })).toMatchObject({
      price: 0,
      itemOffered: { description: "Gratuite" },
      priceSpecification: { "@type": "UnitPriceSpecification", price: 0, priceCurrency: "EUR" },
    });
  });
});
