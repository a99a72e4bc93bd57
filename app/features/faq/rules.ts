import { z } from "zod";
import { parseCalendarDay } from "./review-dates";
import { REVIEW_POLICY_LIMIT } from "./review-policy";
import { REVIEW_SOURCE_VALUES } from "./review-sources";

/**
 * What the owner may save as an FAQ entry, a testimonial or the line on how
 * reviews are checked (docs/product.md#faq-admin, docs/product.md#reviews):
 * one schema per form, checked in the browser before posting and by the
 * action as the only gate.
 */
export const FAQ_LIMITS = { question: 200, answer: 2000 } as const;
export const TESTIMONIAL_LIMITS = { name: 80, project: 160, comment: 1000 } as const;
export const RATINGS = [5, 4, 3, 2, 1] as const;
export type Rating = (typeof RATINGS)[number];

export const FAQ_MESSAGES = {
  questionRequired: "La question est obligatoire.",
  questionTooLong: `La question ne doit pas dépasser ${FAQ_LIMITS.question} caractères.`,
  answerRequired: "La réponse est obligatoire.",
  answerTooLong: `La réponse ne doit pas dépasser ${FAQ_LIMITS.answer} caractères.`,
  nameRequired: "Le nom du client est obligatoire.",
  nameTooLong: `Le nom ne doit pas dépasser ${TESTIMONIAL_LIMITS.name} caractères.`,
  projectRequired: "Le projet est obligatoire.",
  projectTooLong: `Le projet ne doit pas dépasser ${TESTIMONIAL_LIMITS.project} caractères.`,
  ratingInvalid: "Choisissez une note de 1 à 5 étoiles.",
  commentRequired: "L'avis est obligatoire.",
  commentTooLong: `L'avis ne doit pas dépasser ${TESTIMONIAL_LIMITS.comment} caractères.`,
  reviewDateRequired: "La date de l'avis est obligatoire.",
  reviewDateInvalid: "La date de l'avis n'est pas une date valide.",
  reviewDateInFuture: "La date de l'avis ne peut pas être postérieure à aujourd'hui.",
  workDateRequired: "La date du chantier est obligatoire.",
  workDateInvalid: "La date du chantier n'est pas une date valide.",
  workDateAfterReview: "Le chantier ne peut pas être postérieur à l'avis : vérifiez les deux dates.",
  sourceRequired: "Choisissez la source de l'avis.",
  reviewPolicyRequired: "Indiquez comment les avis sont recueillis et vérifiés.",
  reviewPolicyTooLong: `Ce texte ne doit pas dépasser ${REVIEW_POLICY_LIMIT} caractères.`,
} as const;

/** A text field: trimmed, required, at most `max` characters. */
function text(required: string, tooLong: string, max: number) {
  return z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string().min(1, required).max(max, tooLong));
}

/** A calendar day posted by a date field ('YYYY-MM-DD'). */
function calendarDay(required: string, invalid: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z
      .string()
      .min(1, required)
      .refine((value) => parseCalendarDay(value) !== null, invalid),
  );
}

export const faqEntrySchema = z.object({
  question: text(FAQ_MESSAGES.questionRequired, FAQ_MESSAGES.questionTooLong, FAQ_LIMITS.question),
  answer: text(FAQ_MESSAGES.answerRequired, FAQ_MESSAGES.answerTooLong, FAQ_LIMITS.answer),
});

export const testimonialSchema = z.object({
  name: text(FAQ_MESSAGES.nameRequired, FAQ_MESSAGES.nameTooLong, TESTIMONIAL_LIMITS.name),
  project: text(FAQ_MESSAGES.projectRequired, FAQ_MESSAGES.projectTooLong, TESTIMONIAL_LIMITS.project),
  rating: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z
      .number({ error: FAQ_MESSAGES.ratingInvalid })
      .int(FAQ_MESSAGES.ratingInvalid)
      .min(1, FAQ_MESSAGES.ratingInvalid)
      .max(5, FAQ_MESSAGES.ratingInvalid)
      .transform((n) => n as Rating),
  ),
  comment: text(FAQ_MESSAGES.commentRequired, FAQ_MESSAGES.commentTooLong, TESTIMONIAL_LIMITS.comment),
  reviewDate: calendarDay(FAQ_MESSAGES.reviewDateRequired, FAQ_MESSAGES.reviewDateInvalid),
  workDate: calendarDay(FAQ_MESSAGES.workDateRequired, FAQ_MESSAGES.workDateInvalid),
  source: z.enum(REVIEW_SOURCE_VALUES, { error: FAQ_MESSAGES.sourceRequired }),
});

export const reviewPolicySchema = z.object({
  notice: text(FAQ_MESSAGES.reviewPolicyRequired, FAQ_MESSAGES.reviewPolicyTooLong, REVIEW_POLICY_LIMIT),
});

export type FaqEntryInput = z.infer<typeof faqEntrySchema>;
export type TestimonialInput = z.infer<typeof testimonialSchema>;
export type ReviewPolicyInput = z.infer<typeof reviewPolicySchema>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Partial<Record<keyof T, string>> };

function validate<T>(schema: z.ZodType<T>, values: Record<string, unknown>): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

export function validateFaqEntry(values: Record<string, unknown>): Validation<FaqEntryInput> {
  return validate(faqEntrySchema, values);
}

/**
 * A testimonial, its two dates in order: the review at the latest `today`
 * (Paris, 'YYYY-MM-DD'), the work not after the review. Each date is checked
 * against the other only when both are valid.
 */
export function validateTestimonial(values: Record<string, unknown>, { today }: { today: string }): Validation<TestimonialInput> {
  const result = validate(testimonialSchema, values);
  const errors: Partial<Record<keyof TestimonialInput, string>> = result.ok ? {} : { ...result.errors };
  const day = (name: "reviewDate" | "workDate") => {
    const value = values[name];
    return !errors[name] && typeof value === "string" ? value.trim() : null;
  };
  const reviewDate = day("reviewDate");
  const workDate = day("workDate");
  if (reviewDate !== null && reviewDate > today) errors.reviewDate = FAQ_MESSAGES.reviewDateInFuture;
  else if (reviewDate !== null && workDate !== null && workDate > reviewDate) errors.workDate = FAQ_MESSAGES.workDateAfterReview;
  if (Object.keys(errors).length) return { ok: false, errors };
  return result;
}

export function validateReviewPolicy(values: Record<string, unknown>): Validation<ReviewPolicyInput> {
  return validate(reviewPolicySchema, values);
}
