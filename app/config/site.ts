import { serviceArea } from "~/content/service-area";

/**
 * The business identity: every visible fact about the company (phone,
 * e-mail, address in Cublize, registry…; docs/product.md#business-facts). The defaults are documented
 * placeholders; each is overridable by the environment variable named beside
 * it (validated in env.server.ts), and once the owner saves the 'Réglages'
 * page, the saved values win (docs/product.md#business-settings). Nothing else
 * in the code base hard-codes the phone number or the e-mail address: pages
 * read them through `useSite()`, server code through `loadBusinessSettings()`.
 */
export interface OpeningHours {
  /** 'Lundi - Vendredi' */
  days: string;
  /** schema.org day names */
  dayOfWeek: readonly string[];
  /** 'HH:MM', Paris time */
  opens: string;
  closes: string;
}

/** An exceptional closure or holiday: closed all day from `from` to `to` included ('YYYY-MM-DD', Paris days). */
export interface Closure {
  from: string;
  to: string;
  label: string;
}

/** A priced line of the repair prices (docs/product.md#repair-prices): 'Main-d'œuvre couvreur', 5500 cents TTC. */
export interface PricedItem {
  label: string;
  /** TTC, in cents */
  cents: number;
}

/** What the law asks a roofer to show for repair and maintenance work (docs/product.md#repair-prices); empty lists until given. */
export interface RepairPrices {
  /** per hour */
  hourlyRates: readonly PricedItem[];
  travelCosts: readonly PricedItem[];
  flatRates: readonly PricedItem[];
  /** the quote's price: null when it is free */
  quoteCents: number | null;
}

/** The ten-year liability insurance (docs/product.md#decennale-insurance); '' fields until given. */
export interface DecennaleInsurance {
  insurer: string;
  contractNumber: string;
  coverage: string;
}

/** A trade qualification (Qualibat, RGE…; docs/product.md#qualifications), shown until `validUntil` included ('YYYY-MM-DD'). */
export interface Qualification {
  name: string;
  number: string;
  validUntil: string;
}

/** What a new devis starts with, and when an unanswered one is recalled to the customer (docs/product.md#devis-terms). */
export interface QuoteTerms {
  validityDays: number;
  paymentTerms: string;
  /** days after sending when the customer is reminded, increasing (empty: no reminder) */
  reminderDays: readonly number[];
}

/** The bounds of the devis' terms, shared by the devis' own fields and the Réglages card. */
export const QUOTE_TERMS_LIMITS = { minValidityDays: 1, maxValidityDays: 365, paymentTerms: 1000 } as const;

export interface SiteConfig {
  name: string;
  initials: string;
  legalName: string;
  legalForm: string;
  shareCapital: string;
  phone: string;
  /** the number shown for emergencies; null: the main phone */
  emergencyPhone: string | null;
  email: string;
  address: {
    street: string;
    postalCode: string;
    city: string;
    region: string;
    country: string;
  };
  registryCourt: string;
  registrationNumber: string;
  /** '123 456 782 00010'; '' until the owner gives it (docs/product.md#legal-identity) */
  siret: string;
  /** intra-community VAT number, 'FR11123456782'; '' when none */
  vatNumber: string;
  /** the publication director's name (directeur de la publication); '' until given */
  publicationDirector: string;
  /** where data requests go (docs/product.md#privacy-page); null: the main e-mail */
  privacyEmail: string | null;
  /** the consumer mediator (docs/product.md#consumer-mediator); '' fields until the owner gives them */
  mediator: { name: string; address: string; website: string };
  repairPrices: RepairPrices;
  decennale: DecennaleInsurance;
  /** on public pages, only those still valid (loadPublicSite) */
  qualifications: readonly Qualification[];
  creationDate: string;
  hosting: { name: string; address: string };
  openingHours: readonly OpeningHours[];
  /** exceptional closures and holidays (none by default) */
  closures: readonly Closure[];
  /** the region worked in, as said in sentences ('en Auvergne-Rhône-Alpes') */
  serviceArea: string;
  /** towns worked in (structured data, AI prompt) */
  serviceCities: readonly string[];
  /** a radius around a town */
  serviceRadius: { km: number; center: string };
  /** the business's pages on social networks (https URLs) */
  socialLinks: readonly string[];
  /** canonical origin, no trailing slash */
  url: string;
  logoUrl: string;
  /** the devis' defaults and reminders (docs/product.md#devis-terms) */
  quoteTerms: QuoteTerms;
  /** the review asked of every customer once the job is done (docs/product.md#review-requests) */
  reviewRequest: ReviewRequestSettings;
  /** when customers may pick a site visit (docs/product.md#visits) */
  visitSlots: VisitSlotSettings;
}

/** 'Visites' in Réglages (docs/product.md#visits): the slots a customer may pick, Paris time. */
export interface VisitSlotSettings {
  /** schema.org day names ('Monday'…) */
  days: readonly string[];
  /** 'HH:MM': the first visit starts then, the last one ends by `to` */
  from: string;
  to: string;
  durationMinutes: number;
  /** no slot starts sooner than this after now */
  minimumNoticeHours: number;
  /** at most this many visits on a day */
  perDay: number;
  /** a customer's pick is confirmed at once, without the owner */
  autoConfirm: boolean;
}

/** 'Avis clients' in Réglages (docs/product.md#review-requests). */
export interface ReviewRequestSettings {
  /** the business's Google review link (https); '' sends no request */
  googleReviewUrl: string;
  /** days after 'Chantier terminé le' before the customer is asked */
  delayDays: number;
}

export const DEFAULT_SITE = {
  name: "AZ Toiture", // SITE_NAME
  initials: "AZ",
  legalName: "AZ Toiture SARL", // SITE_LEGAL_NAME
  legalForm: "SARL (société à responsabilité limitée)",
  shareCapital: "10 000 €",
  phone: "04 74 00 00 00", // SITE_PHONE (placeholder)
  emergencyPhone: null,
  email: "contact@az-toiture.fr", // SITE_EMAIL (placeholder)
  address: {
    street: "Le Bourg", // SITE_STREET
    postalCode: "69550", // SITE_POSTAL_CODE
    city: "Cublize", // SITE_CITY
    region: "Auvergne-Rhône-Alpes",
    country: "FR",
  },
  registryCourt: "Villefranche-sur-Saône – Tarare",
  registrationNumber: "RCS Villefranche-Tarare 000 000 000", // SITE_REGISTRATION_NUMBER (placeholder)
  siret: "",
  vatNumber: "",
  publicationDirector: "",
  privacyEmail: null,
  mediator: { name: "", address: "", website: "" },
  repairPrices: { hourlyRates: [], travelCosts: [], flatRates: [], quoteCents: null },
  decennale: { insurer: "", contractNumber: "", coverage: "" },
  qualifications: [],
  creationDate: "2020-05-19",
  hosting: {
    name: "Hébergeur à compléter", // SITE_HOST_NAME
    address: "Adresse de l'hébergeur à compléter", // SITE_HOST_ADDRESS
  },
  openingHours: [
    {
      days: "Lundi - Vendredi",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:00",
      closes: "18:00",
    },
    { days: "Samedi", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
  ],
  closures: [],
  serviceArea: "Auvergne-Rhône-Alpes", // SITE_SERVICE_AREA
  serviceCities: serviceArea.cities,
  serviceRadius: { km: serviceArea.radiusKm, center: serviceArea.center.name },
  socialLinks: [],
  url: "http://localhost:3000",
  logoUrl: "/images/logo.svg", // SITE_LOGO_URL
  quoteTerms: {
    validityDays: 30,
    paymentTerms: "Acompte à la signature, solde à la fin des travaux, par virement ou chèque.",
    reminderDays: [3, 10],
  },
  reviewRequest: { googleReviewUrl: "", delayDays: 3 },
  visitSlots: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    from: "09:00",
    to: "17:00",
    durationMinutes: 60,
    minimumNoticeHours: 24,
    perDay: 3,
    autoConfirm: false,
  },
} as const satisfies SiteConfig;

/**
 * `tel:` URI for the business's own number, written with spaces or dots. Public pages load it: the
 * whole phone rule (lib/phone-number.ts, `telHrefOf`) would weigh on their JavaScript budget.
 */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+33${digits.slice(1)}` : digits}`;
}

/** Where a visitor writes about their personal data: the privacy e-mail when set, else the main one. */
export function privacyEmailOf(site: Pick<SiteConfig, "email" | "privacyEmail">): string {
  return site.privacyEmail ?? site.email;
}

/** Whether the consumer mediator is given (the form asks for its name and website together). */
export function hasMediator(site: Pick<SiteConfig, "mediator">): boolean {
  return site.mediator.name !== "";
}

/** Whether the owner gave prices to show (docs/product.md#repair-prices): the prices block is left out until then. */
export function hasRepairPrices(site: Pick<SiteConfig, "repairPrices">): boolean {
  const { hourlyRates, travelCosts, flatRates } = site.repairPrices;
  return hourlyRates.length + travelCosts.length + flatRates.length > 0;
}

/** Whether the décennale insurance is given (the form asks for its three fields together). */
export function hasDecennale(site: Pick<SiteConfig, "decennale">): boolean {
  return site.decennale.insurer !== "";
}

/** The qualifications still valid on `today` ('YYYY-MM-DD', Paris): valid until their last day included. */
export function validQualifications(qualifications: readonly Qualification[], today: string): readonly Qualification[] {
  return qualifications.filter((q) => q.validUntil >= today);
}

/** The number to call for an emergency: the emergency phone when set, else the main one. */
export function emergencyPhoneOf(site: Pick<SiteConfig, "phone" | "emergencyPhone">): string {
  return site.emergencyPhone ?? site.phone;
}

export function formatOpeningHours(h: OpeningHours): string {
  return `${h.days}\u00a0: ${h.opens.replace(":", "h")} - ${h.closes.replace(":", "h")}`;
}
