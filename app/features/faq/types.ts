import type { FaqEntry, Testimonial } from "~/content";
import type { AdminSection } from "./admin-sections";
import type { ReviewSource } from "./review-sources";

/** A testimonial as the site shows it: with its dates and source (docs/product.md#reviews). */
export interface PublishedTestimonial extends Testimonial {
  /** the review's date, 'YYYY-MM-DD' */
  reviewDate: string;
  /** the date of the work it is about, 'YYYY-MM-DD' */
  workDate: string;
  source: ReviewSource;
}

/** An FAQ entry as the admin page lists it. */
export interface AdminFaqEntry extends FaqEntry {
  id: string;
  scope: string;
}

/** A testimonial as the admin page lists it. */
export interface AdminTestimonial extends PublishedTestimonial {
  id: string;
  scope: string;
}

/** A section of the admin page with its entries. */
export type SectionView =
  | (Extract<AdminSection, { kind: "faq" }> & { items: AdminFaqEntry[] })
  | (Extract<AdminSection, { kind: "testimonial" }> & { items: AdminTestimonial[] });

export interface FaqAdminView {
  sections: SectionView[];
  /** the line under the testimonials on how reviews are collected and checked */
  reviewPolicy: string;
  /** the entry shown as a form (?modifier=id: works without JavaScript) */
  editing: string | null;
  /** the entry whose deletion is being confirmed without JavaScript (?supprimer=id) */
  confirming: string | null;
}

/**
 * The admin page's answer to a refused post: `form` names the form
 * (admin-sections.ts addFormId / editFormId / REVIEW_POLICY_FORM; '' for none),
 * errors go under its fields and the typed values are kept.
 */
export interface FaqActionData {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message?: string;
}
