import type { SiteConfig } from "~/config/site";
import { BUSINESS_AGGREGATE_RATING, serviceArea, type LandingBase, type OfferCatalogItem } from "~/content";
import { postalAddressLd } from "./structured-data";

/**
 * Opening hours the landing pages publish (docs/product.md#business-facts: Mon-Fri
 * 08:00-18:00). They differ on purpose from the main site's hours in
 * `site.openingHours`: campaign pages only promise office hours.
 */
export const LANDING_OPENING_HOURS = {
  dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "08:00",
  closes: "18:00",
} as const;

const absolute = (site: SiteConfig, path: string) => `${site.url}${path.startsWith("/") ? "" : "/"}${path}`;

/** One schema.org Offer of the catalogue; a stated price becomes a UnitPriceSpecification. */
export function landingOfferLd(item: OfferCatalogItem): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    itemOffered: {
      "@type": "Service",
      name: item.name,
      ...(item.description ? { description: item.description } : {}),
    },
  };
  if (item.price !== undefined) {
    offer.price = item.price;
    offer.priceCurrency = "EUR";
    offer.priceSpecification = {
      "@type": "UnitPriceSpecification",
      price: item.price,
      priceCurrency: "EUR",
      ...(item.unitText ? { unitText: item.unitText } : {}),
    };
  }
  return offer;
}

/**
 * The business as seen from one landing page: a RoofingContractor with the
 * configured phone, the landing opening hours, a 150 km GeoCircle around
 * Lyon, the landing's offer catalogue and the business aggregate rating
 * (docs/product.md#business-facts: structured data carries 4.8/5 from 127 reviews, pages show 4.9/5).
 */
export function landingBusinessLd(site: SiteConfig, landing: LandingBase): Record<string, unknown> {
  const url = absolute(site, landing.path);
  return {
    "@type": "RoofingContractor",
    "@id": `${url}#business`,
    name: site.name,
    legalName: site.legalName,
    description: landing.metaDescription,
    url,
    logo: absolute(site, site.logoUrl),
    image: absolute(site, "/og-default.jpg"),
    telephone: site.phone,
    email: site.email,
    address: postalAddressLd(site),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...LANDING_OPENING_HOURS.dayOfWeek],
        opens: LANDING_OPENING_HOURS.opens,
        closes: LANDING_OPENING_HOURS.closes,
      },
    ],
    areaServed: {
      "@type": "GeoCircle",
      name: `${serviceArea.radiusKm} km autour de ${serviceArea.center.name}`,
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: serviceArea.center.latitude,
        longitude: serviceArea.center.longitude,
      },
      // schema.org: a plain number is a distance in metres
      geoRadius: serviceArea.radiusKm * 1000,
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: landing.offerCatalog.name,
      itemListElement: landing.offerCatalog.items.map(landingOfferLd),
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: BUSINESS_AGGREGATE_RATING.ratingValue,
      bestRating: BUSINESS_AGGREGATE_RATING.bestRating,
      reviewCount: BUSINESS_AGGREGATE_RATING.reviewCount,
    },
  };
}
