import { describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_POLICY, REVIEW_POLICY_LIMIT } from "./review-policy";
import {
  FAQ_LIMITS,
  FAQ_MESSAGES,
  TESTIMONIAL_LIMITS,
  validateFaqEntry,
  validateReviewPolicy,
  validateTestimonial,
} from "./rules";

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
    expect(
      validateFaqEntry({ question: "q".repeat(FAQ_LIMITS.question + 1), answer: "a".repeat(FAQ_LIMITS.answer + 1) }),
    ).toEqual({
      ok: false,
      errors: {
        question: "La question ne doit pas dépasser 200 caractères.",
        answer: "La réponse ne doit pas dépasser 2000 caractères.",
      },
    });
  });
});

describe("validateTestimonial", () => {
  const today = "2026-03-20";
  const valid = {
    name: "Catherine M.",
    project: "Diagnostic à Écully",
    rating: "5",
    comment: "Très bon conseil.",
    reviewDate: "2026-03-12",
    workDate: "2026-02-20",
    source: "email",
  };
  const check = (values: Record<string, unknown>) => validateTestimonial(values, { today });

  it("accepts a testimonial with a rating from 1 to 5 posted as text, its two dates and its source", () => {
    expect(check(valid)).toEqual({ ok: true, value: { ...valid, rating: 5 } });
    expect(check({ ...valid, rating: "1" })).toMatchObject({ ok: true, value: { rating: 1 } });
    expect(check({ ...valid, reviewDate: " 2026-03-20 ", workDate: "2026-03-20" })).toMatchObject({
      ok: true,
      value: { reviewDate: "2026-03-20", workDate: "2026-03-20" },
    });
  });

  it("rejects a missing or out-of-range rating", () => {
    for (const rating of ["", "0", "6", "4.5", "cinq", undefined]) {
      expect(check({ ...valid, rating })).toEqual({ ok: false, errors: { rating: FAQ_MESSAGES.ratingInvalid } });
    }
  });

  it("requires the name, the project, the comment, both dates and the source, within their limits", () => {
    expect(check({ rating: "5" })).toEqual({
      ok: false,
      errors: {
        name: FAQ_MESSAGES.nameRequired,
        project: FAQ_MESSAGES.projectRequired,
        comment: FAQ_MESSAGES.commentRequired,
        reviewDate: "La date de l'avis est obligatoire.",
        workDate: "La date du chantier est obligatoire.",
        source: "Choisissez la source de l'avis.",
      },
    });
    const tooLong = check({
      ...valid,
      name: "n".repeat(TESTIMONIAL_LIMITS.name + 1),
      comment: "c".repeat(TESTIMONIAL_LIMITS.comment + 1),
    });
    expect(tooLong).toEqual({ ok: false, errors: { name: FAQ_MESSAGES.nameTooLong, comment: FAQ_MESSAGES.commentTooLong } });
  });

  it("refuses a date that is no calendar day, in French", () => {
    for (const reviewDate of ["12/03/2026", "2026-02-30", "2026-13-01", "2026-3-12", "0999-01-01", "demain"]) {
      expect(check({ ...valid, reviewDate })).toEqual({
        ok: false,
        errors: { reviewDate: "La date de l'avis n'est pas une date valide." },
      });
    }
    expect(check({ ...valid, workDate: "2025-02-29" })).toEqual({
      ok: false,
      errors: { workDate: "La date du chantier n'est pas une date valide." },
    });
    expect(check({ ...valid, workDate: "2024-02-29" }).ok).toBe(true);
  });

  it("refuses a source outside the list", () => {
    for (const source of ["", "Trustpilot", "Avis vérifié", undefined]) {
      expect(check({ ...valid, source })).toEqual({ ok: false, errors: { source: FAQ_MESSAGES.sourceRequired } });
    }
  });

  it("refuses work done after the review, and a review dated after today", () => {
    expect(check({ ...valid, workDate: "2026-03-13" })).toEqual({
      ok: false,
      errors: { workDate: "Le chantier ne peut pas être postérieur à l'avis : vérifiez les deux dates." },
    });
    expect(check({ ...valid, reviewDate: "2026-03-21", workDate: "2026-03-01" })).toEqual({
      ok: false,
      errors: { reviewDate: "La date de l'avis ne peut pas être postérieure à aujourd'hui." },
    });
    expect(validateTestimonial({ ...valid, reviewDate: "2026-03-21" }, { today: "2026-03-21" }).ok).toBe(true);
  });

  it("checks the order of the dates even when another field is wrong", () => {
    expect(check({ ...valid, name: "", workDate: "2026-04-01" })).toEqual({
      ok: false,
      errors: { name: FAQ_MESSAGES.nameRequired, workDate: FAQ_MESSAGES.workDateAfterReview },
    });
  });
});

describe("validateReviewPolicy", () => {
  it("accepts the line, trimmed, up to its limit", () => {
    expect(validateReviewPolicy({ notice: "  Avis recueillis après chaque chantier. " })).toEqual({
      ok: true,
      value: { notice: "Avis recueillis après chaque chantier." },
    });
    expect(validateReviewPolicy({ notice: "a".repeat(REVIEW_POLICY_LIMIT) }).ok).toBe(true);
    expect(validateReviewPolicy({ notice: DEFAULT_REVIEW_POLICY }).ok).toBe(true);
  });

  it("refuses it empty or too long, in French", () => {
    expect(validateReviewPolicy({ notice: "   " })).toEqual({
      ok: false,
      errors: { notice: "Indiquez comment les avis sont recueillis et vérifiés." },
    });
    expect(validateReviewPolicy({})).toEqual({ ok: false, errors: { notice: FAQ_MESSAGES.reviewPolicyRequired } });
    expect(validateReviewPolicy({ notice: "a".repeat(REVIEW_POLICY_LIMIT + 1) })).toEqual({
      ok: false,
      errors: { notice: "Ce texte ne doit pas dépasser 300 caractères." },
    });
  });
});
