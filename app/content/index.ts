/**
 * The business's fixed content (docs/product.md#business-facts) as typed data.
 * Pages import from "~/content"; images are keys (see image-keys.ts), the
 * phone number and e-mail address come from configuration, never from here.
 */
export * from "./types";
export { IMAGE_KEYS, isImageKey } from "./image-keys";
export { CONTENT_ICONS } from "./icons";
export { SERVICE_SLUGS, PROJECT_CATEGORIES, LANDING_SLUGS } from "./slugs";
export { services, servicesWhyChooseUs, getServiceBySlug, isServiceSlug, servicePath } from "./services";
export {
  homeHero,
  homeServiceCards,
  homeServicesIntro,
  homeProjectsIntro,
  homeStats,
  homeFaqIntro,
  behindTheScenes,
  about,
  certifications,
  values,
  formatExperience,
  experienceStatLabel,
  HOME_CARD_FEATURE_COUNT,
  type HomeServiceCard,
} from "./home";
export { emergencyPage, emergencyPromises, emergencyServices } from "./emergency";
export { quotePage, quoteSellingPoints, quoteWhyChooseUs } from "./quote";
export { cgu, cgv, describePublisher, HEAD_OFFICE_PLACEHOLDER, PUBLISHER_PLACEHOLDER, REGISTRY_COURT_PLACEHOLDER } from "./legal";
export { siteMapGroups, siteMapStats, countSiteMap, siteMapPage, type SiteMapCounts, type SiteMapProject } from "./site-map";
export { serviceArea, SERVICE_RADIUS_KM, formatDepartment, type Department } from "./service-area";
export { BUSINESS_AGGREGATE_RATING, LANDING_RATING } from "./ratings";
export * from "./landings";
export {
  homePage,
  servicesPage,
  serviceDetailPage,
  projectsPage,
  projectDetailPage,
  aboutPage,
  contactPage,
  contactSection,
  legalNoticePage,
  legalPagesLabels,
  quotePageLabels,
  emergencyPageLabels,
  type ContactSectionLabels,
  type LegalPagesLabels,
} from "./pages";
