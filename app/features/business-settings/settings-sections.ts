/**
 * The sections of the 'Réglages' form (docs/product.md#business-settings), in
 * the form's order. The stored settings and the form's draft are all of
 * theirs together (types.ts): a new section is a module in sections/ and one
 * entry here, then its fields in settings-form.tsx.
 */
import { closuresSection } from "./sections/closures";
import { companySection } from "./sections/company";
import { consumerMediatorSection } from "./sections/consumer-mediator";
import { contactSection } from "./sections/contact";
import { decennaleInsuranceSection } from "./sections/decennale-insurance";
import { hoursSection } from "./sections/hours";
import { legalIdentitySection } from "./sections/legal-identity";
import { legalNoticeSection } from "./sections/legal-notice";
import { qualificationsSection } from "./sections/qualifications";
import { quoteTermsSection } from "./sections/quote-terms";
import { repairPricesSection } from "./sections/repair-prices";
import type { SettingsSection } from "./sections/section";
import { serviceAreaSection } from "./sections/service-area";
import { socialLinksSection } from "./sections/social-links";
import { reviewRequestSection } from "./sections/review-request";
import { visitSlotsSection } from "./sections/visit-slots";

const SETTINGS_SECTIONS = [
  companySection,
  contactSection,
  hoursSection,
  closuresSection,
  serviceAreaSection,
  legalNoticeSection,
  legalIdentitySection,
  consumerMediatorSection,
  repairPricesSection,
  decennaleInsuranceSection,
  qualificationsSection,
  quoteTermsSection,
  socialLinksSection,
  reviewRequestSection,
  visitSlotsSection,
] as const;

/** Each section with its own draft and settings types (types.ts joins them). */
export type ListedSection = (typeof SETTINGS_SECTIONS)[number];

/** The same list, for the code that does one thing to every section and joins the parts. */
export const EVERY_SECTION: readonly SettingsSection<object, object>[] = SETTINGS_SECTIONS;

/** The sections' parts (each of its own keys) as one object: the draft, the settings. */
export function joinParts<T>(parts: readonly object[]): T {
  return Object.assign({}, ...parts) as T;
}
