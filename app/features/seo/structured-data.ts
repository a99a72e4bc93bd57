import type { SiteConfig } from "~/config/site";
import { BUSINESS_AGGREGATE_RATING } from "~/content/ratings";

/** The business's address as a schema.org PostalAddress. */
export function postalAddressLd(site: SiteConfig): Record<string, unknown> {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    postalCode: site.address.postalCode,
    addressLocality: site.address.city,
    addressRegion: site.address.region,
    addressCountry: site.address.country,
  };
}

/** The business as a schema.org RoofingContractor (a LocalBusiness). */
export function roofingContractorLd(site: SiteConfig, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "@type": "RoofingContractor",
    "@id": `${site.url}/#business`,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: `${site.url}${site.logoUrl.startsWith("/") ? site.logoUrl : `/${site.logoUrl}`}`,
    image: `${site.url}/og-default.jpg`,
    telephone: site.phone,
    email: site.email,
    foundingDate: site.creationDate,
    address: postalAddressLd(site),
    openingHoursSpecification: openingHoursSpecificationLd(site),
    areaServed: { "@type": "AdministrativeArea", name: site.serviceArea },
    ...(site.socialLinks.length > 0 ? { sameAs: [...site.socialLinks] } : {}),
    aggregateRating: { "@type": "AggregateRating", ...BUSINESS_AGGREGATE_RATING },
    ...extra,
  };
}

/**
 * The weekly hours, then each exceptional closure as a specification valid
 * over its dates that opens and closes at 00:00 (schema.org's way of saying
 * 'closed those days').
 */
export function openingHoursSpecificationLd(site: Pick<SiteConfig, "openingHours" | "closures">): Record<string, unknown>[] {
  return [
    ...site.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.dayOfWeek,
      opens: h.opens,
      closes: h.closes,
    })),
    ...site.closures.map((c) => ({
      "@type": "OpeningHoursSpecification",
      name: c.label,
      opens: "00:00",
      closes: "00:00",
      validFrom: c.from,
      validThrough: c.to,
    })),
  ];
}

/** The BreadcrumbList of the crumbs a page shows (home first, the page last). */
export function breadcrumbLd(origin: string, items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  };
}

export function faqPageLd(entries: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}
