/**
 * What the public pages' loaders send to their components: the slices of the
 * content each page shows. The content modules stay on the server, so a
 * page's JavaScript carries its components, not the whole site's copy.
 */
import type { AboutView } from "~/components/about-section";
import type { ServiceCardData } from "~/components/service-card";
import { SERVICE_INDEX_FEATURES } from "~/config/constants";
import { about, certifications, values, type Service } from "~/content";

export function aboutView(): AboutView {
  return { about, certifications, values };
}

/** A service card of /services: the first SERVICE_INDEX_FEATURES features. */
export function serviceIndexCard(service: Service): ServiceCardData {
  return {
    href: `/services/${service.slug}`,
    title: service.title,
    description: service.shortDescription,
    features: service.features.slice(0, SERVICE_INDEX_FEATURES),
    icon: service.icon,
    image: service.image,
    badge: service.badge,
  };
}
