import { frenchDay, frenchMonth, monthPreposition } from "./review-dates";
import { reviewSourceLabel } from "./review-sources";
import type { PublishedTestimonial } from "./types";

/**
 * A testimonial with its dates and source already written in French: done in the loader, so the
 * date and source rules stay out of the page's scripts (docs/product.md#reviews).
 */
export interface DisplayedTestimonial extends PublishedTestimonial {
  /** '12 mars 2026' */
  reviewDay: string;
  /** 'chantier de ' / "chantier d'" */
  workLead: string;
  /** 'février 2026' */
  workMonth: string;
  sourceLabel: string;
}

export function forDisplay(testimonial: PublishedTestimonial): DisplayedTestimonial {
  return {
    ...testimonial,
    reviewDay: frenchDay(testimonial.reviewDate),
    workLead: `chantier ${monthPreposition(testimonial.workDate)}`,
    workMonth: frenchMonth(testimonial.workDate),
    sourceLabel: reviewSourceLabel(testimonial.source),
  };
}
