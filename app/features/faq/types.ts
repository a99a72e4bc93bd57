import type { FaqEntry, Testimonial } from "~/content";

/** An FAQ entry as the admin page lists it. */
export interface AdminFaqEntry extends FaqEntry {
  id: string;
  scope: string;
}

/** A testimonial as the admin page lists it. */
export interface AdminTestimonial extends Testimonial {
  id: string;
  scope: string;
}

/**
 * The admin page's answer to a refused post: `form` names the form
 * (admin-sections.ts addFormId / editFormId; '' for none), errors go under
 * its fields and the typed values are kept.
 */
export interface FaqActionData {
  form: string;
  errors: Record<string, string>;
  values: Record<string, string>;
  message?: string;
}
