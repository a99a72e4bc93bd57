/**
 * schema.org builders of the public pages beyond the business itself
 * (structured-data.ts): Service, CreativeWork (projects), web page types.
 * Pure: the origin and the business come from configuration.
 */
import type { SiteConfig } from "~/config/site";
import type { Service } from "~/content";
import { serviceArea } from "~/content";
import { postalAddressLd } from "./structured-data";

/** A reference to the business node (its full description is on the home page). */
export function businessRef(site: SiteConfig): Record<string, unknown> {
  return {
    "@type": "RoofingContractor",
    "@id": `${site.url}/#business`,
    name: site.name,
    url: site.url,
    telephone: site.phone,
    address: postalAddressLd(site),
  };
}

/**
 * The area served: the region, a circle of the configured radius around its
 * town (150 km around Lyon by default) and the towns listed. The circle has
 * coordinates when the town is the one we know them for (Lyon), else it is
 * named by its town.
 */
export function areaServedLd(site: SiteConfig): Record<string, unknown>[] {
  const { km, center } = site.serviceRadius;
  const midpoint =
    center.localeCompare(serviceArea.center.name, "fr", { sensitivity: "base" }) === 0
      ? { "@type": "GeoCoordinates", latitude: serviceArea.center.latitude, longitude: serviceArea.center.longitude }
      : { "@type": "Place", name: center };
  return [
    { "@type": "AdministrativeArea", name: site.serviceArea },
    { "@type": "GeoCircle", geoMidpoint: midpoint, geoRadius: km * 1000 },
    ...site.serviceCities.map((name) => ({ "@type": "City", name })),
  ];
}

export interface ServiceLdInput {
  name: string;
  description: string;
  path: string;
  serviceType?: string;
  image?: string;
  /** Extra properties (e.g. hoursAvailable). */
  extra?: Record<string, unknown>;
}

/** A schema.org Service offered by the business. */
export function serviceLd(site: SiteConfig, input: ServiceLdInput): Record<string, unknown> {
  return {
    "@type": "Service",
    "@id": `${site.url}${input.path}#service`,
    name: input.name,
    serviceType: input.serviceType ?? input.name,
    description: input.description,
    url: `${site.url}${input.path}`,
    ...(input.image ? { image: input.image } : {}),
    provider: businessRef(site),
    areaServed: areaServedLd(site),
    ...input.extra,
  };
}

/** Service detail pages. */
export function contentServiceLd(site: SiteConfig, service: Service, image?: string): Record<string, unknown> {
  return serviceLd(site, {
    name: service.title,
    description: service.fullDescription,
    path: `/services/${service.slug}`,
    image,
    extra: {
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: service.title,
        itemListElement: service.features.map((feature) => ({
          "@type": "Offer",
          itemOffered: { "@type": "Service", name: feature },
        })),
      },
    },
  });
}

/** What projectLd reads of a réalisation (features/projects' Project has it). */
interface ProjectLdInput {
  slug: string;
  title: string;
  fullDescription: string;
  description: string;
  category: string;
  /** 'YYYY-MM' */
  month: string;
  location: string;
  materials: readonly string[];
}

/** A project (réalisation) as a schema.org CreativeWork. */
export function projectLd(site: SiteConfig, project: ProjectLdInput, images: readonly string[]): Record<string, unknown> {
  return {
    "@type": "CreativeWork",
    "@id": `${site.url}/realisations/${project.slug}#project`,
    name: project.title,
    headline: project.title,
    description: project.fullDescription,
    abstract: project.description,
    url: `${site.url}/realisations/${project.slug}`,
    genre: project.category,
    dateCreated: project.month,
    locationCreated: { "@type": "Place", name: project.location },
    image: [...images],
    material: project.materials.join(", "),
    keywords: [project.category, ...project.materials].join(", "),
    inLanguage: "fr-FR",
    creator: businessRef(site),
  };
}

/** A list of links (services or projects index) as a schema.org ItemList. */
export function itemListLd(site: SiteConfig, items: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@type": "ItemList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: `${site.url}${item.path}`,
    })),
  };
}

/** A web page of a given schema.org type (ContactPage, AboutPage, WebPage…). */
export function webPageLd(
  site: SiteConfig,
  type: "WebPage" | "ContactPage" | "AboutPage",
  page: { name: string; description: string; path: string },
): Record<string, unknown> {
  return {
    "@type": type,
    name: page.name,
    description: page.description,
    url: `${site.url}${page.path}`,
    inLanguage: "fr-FR",
    mainEntity: businessRef(site),
  };
}
