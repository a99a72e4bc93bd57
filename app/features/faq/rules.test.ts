import { describe, expect, it } from "vitest";
import { FAQ_LIMITS, FAQ_MESSAGES, TESTIMONIAL_LIMITS, validateFaqEntry, validateTestimonial } from "./rules";

describe("validateFaqEntry", () => {
  it("accepts a question and an answer, trimmed", () => {
    expect(validateFaqEntry({ question: "  Le devis est-il gratuit ? ", answer: "\nOui.\n" })).toEqual({
      ok: true,
      value: { question: "Le devis est-il gratuit ?", answer: "Oui." },
    });
  });

  it("requires both, in French, field by field", () => {
    expect(validateFaqEntry({ question: "   ", answer: "" })).toEqual({
      ok: false,
      errors: { question: FAQ_MESSAGES.questionRequired, answer: FAQ_MESSAGES.answerRequired },
    });
    expect(validateFaqEntry({ question: "Une question ?" })).toEqual({
      ok: false,
      errors: { answer: "La réponse est obligatoire." },
    });
  });

  it("limits their lengths", () => {
    const atLimit = validateFaqEntry({ question: "q".repeat(FAQ_LIMITS.question), answer: "a".repeat(FAQ_LIMITS.answer) });
    expect(atLimit.ok).toBe(true);
    expect(validateFaqEntry({ question: "q".repeat(FAQ_LIMITS.question + 1), answer: "a".repeat(FAQ_LIMITS.answer + 1) })).toEqual({
      ok: false,
      errors: {
        question: "La question ne doit pas dépasser 200 caractères.",
        answer: "La réponse ne doit pas dépasser 2000 caractères.",
      },
    });
  });
});

describe("validateTestimonial", () => {
  const valid = { name: "Catherine M.", project: "Diagnostic à Écully", rating: "5", comment: "Très bon conseil." };

  it("accepts a testimonial with a rating from 1 to 5 posted as text", () => {
    expect(validateTestimonial(valid)).toEqual({ ok: true, value: { ...valid, rating: 5 } });
    expect(validateTestimonial({ ...valid, rating: "1" })).toMatchObject({ ok: true, value: { rating: 1 } });
  });

  it("rejects a missing or out-of-range rating", () => {
    for (const rating of ["", "0", "6", "4.5", "cinq", undefined]) {
      expect(validateTestimonial({ ...valid, rating })).toEqual({ ok: false, errors: { rating: FAQ_MESSAGES.ratingInvalid } });
    }
  });

  it("requires the name, the project and the comment, within their limits", () => {
    expect(validateTestimonial({ rating: "5" })).toEqual({
      ok: false,
      errors: { name: FAQ_MESSAGES.nameRequired, project: FAQ_MESSAGES.projectRequired, comment: FAQ_MESSAGES.commentRequired },
    });
    const tooLong = validateTestimonial({
      ...valid,
      name: "n".repeat(TESTIMONIAL_LIMITS.name + 1),
      comment: "c".repeat(TESTIMONIAL_LIMITS.comment + 1),
    });
    expect(tooLong).toEqual({ ok: false, errors: { name: FAQ_MESSAGES.nameTooLong, comment: FAQ_MESSAGES.commentTooLong } });
  });
});
