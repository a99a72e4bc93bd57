import type { ServiceSlug } from "~/content";

/**
 * Where an FAQ entry or a testimonial is shown (docs/product.md#faq-admin):
 * the home page, a service page or the consulting landing page.
 */
export type FaqScope = "home" | `service:${ServiceSlug}` | "landing:conseil";
/** Only the consulting landing page shows testimonials. */
export type TestimonialScope = "landing:conseil";

export const HOME_FAQ_SCOPE = "home" satisfies FaqScope;
export const CONSEIL_SCOPE = "landing:conseil" satisfies FaqScope & TestimonialScope;

export function serviceFaqScope(slug: ServiceSlug): FaqScope {
  return `service:${slug}`;
}
