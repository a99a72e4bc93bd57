import { data } from "react-router";
import { systemClock, type Clock } from "~/lib/clock";
import { redirectWithToast } from "~/lib/toast.server";
import { FAQ_ADMIN_MESSAGES as M } from "./admin-messages";
import {
  addFormId,
  editFormId,
  entryAnchor,
  FAQ_ADMIN_PATH,
  findFaqSection,
  findTestimonialSection,
  REVIEW_POLICY_ANCHOR,
  REVIEW_POLICY_FORM,
} from "./admin-sections";
import {
  addFaqEntry,
  addTestimonial,
  moveFaqEntry,
  moveTestimonial,
  removeFaqEntry,
  removeTestimonial,
  updateFaqEntry,
  updateTestimonial,
} from "./faq.server";
import { parisToday } from "./review-dates";
import { saveReviewPolicy } from "./review-policy.server";
import { validateFaqEntry, validateReviewPolicy, validateTestimonial } from "./rules";
import type { FaqActionData } from "./types";

const FIELDS = {
  faq: ["question", "answer"],
  testimonial: ["name", "project", "rating", "comment", "reviewDate", "workDate", "source"],
} as const;

function refuse(body: FaqActionData, status = 400) {
  return data(body, { status });
}

const back = (anchor?: string) => (anchor ? `${FAQ_ADMIN_PATH}#${anchor}` : FAQ_ADMIN_PATH);

/**
 * The admin page's posts: add, edit, move ('up' / 'down') and delete an FAQ
 * entry or a testimonial, and save the line on how reviews are checked. A
 * success redirects back to the entry with a toast (a post without JavaScript
 * lands on a fresh page); a refused form answers 400 with its errors and
 * values. `clock` gives the day a review's date may not pass.
 */
export async function handleFaqAdminPost(
  form: FormData,
  { clock = systemClock }: { clock?: Clock } = {},
): Promise<Response | ReturnType<typeof refuse>> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = text("intent");
  const kind = text("kind");
  const id = text("id");
  if (kind === "review-policy" && intent === "save") return saveReviewPolicyLine(text("notice"), clock);
  if (kind !== "faq" && kind !== "testimonial") return refuse({ form: "", errors: {}, values: {}, message: M.invalid });
  const values = Object.fromEntries(FIELDS[kind].map((field) => [field, text(field)]));

  if (intent === "add" || intent === "edit") {
    const scope = text("scope");
    const target = intent === "add" ? { scope } : { id };
    const formId = intent === "add" ? addFormId({ kind, scope }) : editFormId(id);
    if (!(intent === "add" ? (kind === "faq" ? findFaqSection(scope) : findTestimonialSection(scope)) : id)) {
      return refuse({ form: "", errors: {}, values: {}, message: M.invalid });
    }
    return kind === "faq" ? saveFaqEntry(target, values, formId) : saveTestimonial(target, values, formId, parisToday(clock));
  }

  if (intent === "move") {
    const direction = text("direction");
    if (direction !== "up" && direction !== "down") return refuse({ form: "", errors: {}, values: {}, message: M.invalid });
    const result = kind === "faq" ? await moveFaqEntry(id, direction) : await moveTestimonial(id, direction);
    if (result === "missing") throw await redirectWithToast(back(), "error", M.missing);
    throw await redirectWithToast(back(entryAnchor(id)), "success", M.moved);
  }

  if (intent === "delete") {
    const removed = kind === "faq" ? await removeFaqEntry(id) : await removeTestimonial(id);
    if (!removed) throw await redirectWithToast(back(), "error", M.missing);
    throw await redirectWithToast(back(), "success", kind === "faq" ? M.faqRemoved : M.testimonialRemoved);
  }

  return refuse({ form: "", errors: {}, values: {}, message: M.invalid });
}

type Target = { scope: string } | { id: string };

/** Adds (target: a scope) or edits (target: an id) an FAQ entry; refuses invalid fields. */
async function saveFaqEntry(target: Target, values: Record<string, string>, formId: string) {
  const checked = validateFaqEntry(values);
  if (!checked.ok) return refuse({ form: formId, errors: checked.errors, values, message: M.fixErrors });
  if ("scope" in target) {
    const section = findFaqSection(target.scope)!;
    const id = await addFaqEntry(section.scope, checked.value);
    throw await redirectWithToast(back(entryAnchor(id)), "success", M.faqAdded);
  }
  if (!(await updateFaqEntry(target.id, checked.value))) throw await redirectWithToast(back(), "error", M.missing);
  throw await redirectWithToast(back(entryAnchor(target.id)), "success", M.faqSaved);
}

async function saveTestimonial(target: Target, values: Record<string, string>, formId: string, today: string) {
  const checked = validateTestimonial(values, { today });
  if (!checked.ok) return refuse({ form: formId, errors: checked.errors, values, message: M.fixErrors });
  if ("scope" in target) {
    const section = findTestimonialSection(target.scope)!;
    const id = await addTestimonial(section.scope, checked.value);
    throw await redirectWithToast(back(entryAnchor(id)), "success", M.testimonialAdded);
  }
  if (!(await updateTestimonial(target.id, checked.value))) throw await redirectWithToast(back(), "error", M.missing);
  throw await redirectWithToast(back(entryAnchor(target.id)), "success", M.testimonialSaved);
}

async function saveReviewPolicyLine(notice: string, clock: Clock) {
  const checked = validateReviewPolicy({ notice });
  if (!checked.ok) return refuse({ form: REVIEW_POLICY_FORM, errors: checked.errors, values: { notice }, message: M.fixErrors });
  await saveReviewPolicy(checked.value.notice, { clock });
  throw await redirectWithToast(back(REVIEW_POLICY_ANCHOR), "success", M.reviewPolicySaved);
}
