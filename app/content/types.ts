/**
 * Types of the business's fixed content (services, projects, FAQ entries,
 * landing records: docs/product.md#landing-pages). All visible text is French.
 */
import type { ContentIcon } from "./icons";
import type { ImageKey } from "./image-keys";
import type { LandingSlug, ServiceSlug } from "./slugs";

export type { ContentIcon } from "./icons";
export type { ImageKey } from "./image-keys";
export type { LandingSlug, ProjectCategory, ServiceSlug } from "./slugs";

/** Exactly N items, checked by the compiler where the content has a fixed count. */
export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];

// ---------------------------------------------------------------- shared

/** An FAQ entry (stored in the database: docs/product.md#faq-admin). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** A card with an icon, a title and a short text (reasons, promises, values…). */
export interface FeatureCard {
  icon: ContentIcon;
  title: string;
  description: string;
}

/** A short claim shown as a badge or a line with an icon ('Devis sous 2h'). */
export interface Claim {
  icon: ContentIcon;
  label: string;
}

/** A figure with its label ('500+' / 'projets réalisés'). */
export interface Stat {
  value: string;
  label: string;
}

/** A call-to-action block; buttons and phone number are rendered by the page. */
export interface CallToAction {
  title: string;
  text: string;
}

/** Search metadata a page feeds to its `meta` export. */
export interface PageMeta {
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
}

// ---------------------------------------------------------------- services

export type ServiceIcon = "Droplets" | "Shield" | "Wrench" | "Hammer" | "Settings";

/** A step of a service's numbered process (title and description only). */
export interface ServiceStep {
  title: string;
  description: string;
}

/** A service (docs/product.md#service-detail; the home card badge and the illustration included; its FAQ is in the database: docs/product.md#faq-admin). */
export interface Service extends PageMeta {
  slug: ServiceSlug;
  title: string;
  shortDescription: string;
  fullDescription: string;
  icon: ServiceIcon;
  features: Six<string>;
  benefits: Six<string>;
  process: Four<ServiceStep>;
  /** Badge of the home page card. */
  badge: string;
  image: ImageKey;
}

// ---------------------------------------------------------------- home

export type HomeStat =
  | { kind: "fixed"; value: string; label: string }
  /**
   * Whole years since the business creation (19 May 2020), computed at render
   * time with `yearsOfExperience()`; label from `experienceStatLabel(years)`.
   */
  | { kind: "experience" };

export type Certification = FeatureCard;
export type Value = FeatureCard;
export type WhyChooseUsItem = FeatureCard;

// ---------------------------------------------------------------- emergency

export interface EmergencyService {
  title: string;
  description: string;
  /** Shows the 'URGENT' tag. */
  urgent: boolean;
  icon: ContentIcon;
}

// ---------------------------------------------------------------- landing records (docs/product.md#landing-pages)

/** An offer card. */
export interface ServiceCard {
  title: string;
  description: string;
  features: readonly string[];
  badge?: string;
  /** Display price ('À partir de 45 €/m²'). */
  price?: string;
  icon?: ContentIcon;
}

/** A city card. */
export interface CityCard {
  city: string;
  /** Department name and number ('Rhône (69)'). */
  department: string;
  /** Displayed delay ('J+1'). */
  delay: string;
  /** The same delay in days, for logic and tests. */
  delayDays: 1 | 2;
}

/** A contract tier. */
export interface ContractTier {
  name: string;
  /** Euros TTC per year. */
  price: number;
  /** Displayed price ('120 €/an'). */
  priceLabel: string;
  badge: string;
  description: string;
  features: readonly string[];
  /** The 'included' line under the features. */
  included: string;
  popular: boolean;
  visitsPerYear: number;
  /** Free emergency call-outs per year. */
  freeEmergencyCalls: number | "unlimited";
}

/** Maintenance landing: a kind of emergency with its response time. */
export interface EmergencyType {
  icon: ContentIcon;
  title: string;
  description: string;
  responseTime: string;
}

export interface EquipmentSpec {
  label: string;
  value: string;
}

/** A workshop machine. */
export interface FabricationEquipment {
  title: string;
  subtitle: string;
  description: string;
  specs: readonly EquipmentSpec[];
  badge: string;
  icon: ContentIcon;
}

/** A material. */
export interface Material {
  material: string;
  description: string;
  /** Displayed thickness range ('0,5 à 1,0 mm'). */
  thicknesses: string;
  /** The same range in millimetres. */
  thicknessMm: { min: number; max: number };
  finishes: readonly string[];
  advantages: readonly string[];
}

/** A creation category. */
export interface CreationCategory {
  category: string;
  items: readonly string[];
  delay: string;
  price: string;
}

/** A process step. */
export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

/** A consulting service. */
export interface ConsultingService {
  title: string;
  badge: string;
  description: string;
  included: readonly string[];
  duration: string;
  price: string;
  icon: ContentIcon;
}

/** A testimonial (customer content, stored in the database: docs/product.md#faq-admin). */
export interface Testimonial {
  name: string;
  project: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

/** An entry of a landing's schema.org OfferCatalog. */
export interface OfferCatalogItem {
  name: string;
  description?: string;
  /** Starting price in euros, when the page states one. */
  price?: number;
  /** Unit of the price ('m²', 'ml', 'an', 'pièce'); absent for a flat price. */
  unitText?: string;
}

export interface LandingHero {
  /** Small line above the title. */
  eyebrow: string;
  title: string;
  /** Part of the title to emphasise (a substring of `title`). */
  highlight: string;
  subtitle: string;
}

/** What every landing page has, beyond its own records. */
export interface LandingBase extends PageMeta {
  slug: LandingSlug;
  path: `/landing/${LandingSlug}`;
  image: ImageKey;
  hero: LandingHero;
  claims: readonly Claim[];
  offerCatalog: { name: string; items: readonly OfferCatalogItem[] };
  closingCta: CallToAction;
}

// ---------------------------------------------------------------- legal

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

export interface LegalDocument extends PageMeta {
  title: string;
  /** Short text under the title. */
  intro: string;
  sections: readonly LegalSection[];
}

// ---------------------------------------------------------------- site map

export interface SiteMapLink {
  label: string;
  href: string;
  description?: string;
}

export interface SiteMapGroup {
  title: string;
  icon: ContentIcon;
  links: readonly SiteMapLink[];
}

// ---------------------------------------------------------------- landing pages

/** Title and optional intro text of a page section. */
export interface SectionIntro {
  title: string;
  text?: string;
}

export interface ZinguerieLanding extends LandingBase {
  slug: "zinguerie";
  servicesIntro: SectionIntro;
  services: readonly ServiceCard[];
  /** The red emergency banner (24/7, intervention within 2h). */
  emergencyBanner: { badge: string; title: string; text: string; callLabel: string };
  citiesIntro: SectionIntro;
  cities: readonly CityCard[];
}

export interface EtancheiteLanding extends LandingBase {
  slug: "etancheite";
  servicesIntro: SectionIntro;
  services: readonly ServiceCard[];
  problemsIntro: SectionIntro;
  problems: { title: string; items: readonly string[] };
  solutions: { title: string; items: readonly string[] };
  reasonsIntro: SectionIntro;
  reasons: readonly FeatureCard[];
}

export interface MaintenanceLanding extends LandingBase {
  slug: "maintenance";
  contractsIntro: SectionIntro;
  contracts: readonly ContractTier[];
  subscribeLabel: string;
  emergencyIntro: SectionIntro;
  emergencyTypes: readonly EmergencyType[];
  /** The emergency phone block; the number comes from configuration. */
  emergencyBlock: { title: string; text: string; callLabel: string };
}

export interface FaconnageLanding extends LandingBase {
  slug: "faconnage";
  equipmentIntro: SectionIntro;
  equipment: readonly FabricationEquipment[];
  /** Workshop figures (delivery, quantities, precision, volume). */
  workshopStats: readonly Stat[];
  materialsIntro: SectionIntro;
  materials: readonly Material[];
  creationsIntro: SectionIntro;
  creations: readonly CreationCategory[];
  processIntro: SectionIntro;
  process: Four<ProcessStep>;
}

export interface ConseilLanding extends LandingBase {
  slug: "conseil";
  servicesIntro: SectionIntro;
  services: readonly ConsultingService[];
  methodIntro: SectionIntro;
  method: Four<ProcessStep>;
  testimonialsIntro: SectionIntro;
  faqIntro: SectionIntro;
}

export type Landing = ZinguerieLanding | EtancheiteLanding | MaintenanceLanding | FaconnageLanding | ConseilLanding;
