import { ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { useSubmitting } from "~/features/auth/ui";
import { useFocusFirstError } from "~/lib/focus-first-error";
import { Field, type Errors } from "./admin-form-parts";
import { FAQ_ADMIN_PATH, REVIEW_POLICY_ANCHOR } from "./admin-sections";
import { REVIEW_POLICY_LIMIT } from "./review-policy";
import { validateReviewPolicy } from "./rules";
import type { FaqActionData } from "./types";

/**
 * The line shown under the testimonials on how reviews are collected and
 * checked (docs/product.md#reviews), edited under the 'Avis clients' section.
 */
export function ReviewPolicyForm({ notice, actionData }: { notice: string; actionData: FaqActionData | undefined }) {
  const [browserErrors, setBrowserErrors] = useState<Errors | null>(null);
  const errors = browserErrors ?? actionData?.errors ?? {};
  const saving = useSubmitting("save", FAQ_ADMIN_PATH);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData?.errors, Object.keys(actionData?.errors ?? {}).length > 0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const result = validateReviewPolicy({ notice: new FormData(event.currentTarget).get("notice") });
    setBrowserErrors(result.ok ? null : (result.errors as Errors));
    if (!result.ok) {
      event.preventDefault();
      (event.currentTarget.elements.namedItem("notice") as HTMLElement | null)?.focus();
    }
  };
  return (
    <div id={REVIEW_POLICY_ANCHOR} className="scroll-mt-24 border-t border-slate-100 bg-slate-50/70 px-5 py-5 sm:px-6">
      <Form
        ref={formRef}
        method="post"
        action={FAQ_ADMIN_PATH}
        noValidate
        onSubmit={onSubmit}
        preventScrollReset
        className="grid gap-3"
        aria-label="Vérification des avis"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value="review-policy" />
        <Field
          id="verification-avis-texte"
          label="Comment les avis sont recueillis et vérifiés"
          hint="Affiché sous les avis, sur le site. La loi demande d'indiquer si les avis sont contrôlés et comment."
          error={errors.notice}
        >
          {(props) => (
            <Textarea
              {...props}
              name="notice"
              required
              maxLength={REVIEW_POLICY_LIMIT}
              rows={3}
              className="min-h-24"
              defaultValue={actionData?.values.notice ?? notice}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm" variant="outline" className="max-sm:h-11" disabled={saving}>
            <ShieldCheck aria-hidden />
            {saving ? "Enregistrement..." : "Enregistrer le texte"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
