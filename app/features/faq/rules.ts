import { z } from "zod";

/**
 * What the owner may save as an FAQ entry or a testimonial
 * (docs/product.md#faq-admin): one schema per form, checked in the browser
 * before posting and by the action as the only gate.
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
} as const;

/** A text field: trimmed, required, at most `max` characters. */
function text(required: string, tooLong: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.string().min(1, required).max(max, tooLong),
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
});

export type FaqEntryInput = z.infer<typeof faqEntrySchema>;
export type TestimonialInput = z.infer<typeof testimonialSchema>;

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

export function validateTestimonial(values: Record<string, unknown>): Validation<TestimonialInput> {
  return validate(testimonialSchema, values);
}
