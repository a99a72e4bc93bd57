import { Plus, X } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmitting } from "~/features/auth/ui";
import { systemClock } from "~/lib/clock";
import { focusFirstError, useFocusFirstError } from "~/lib/focus-first-error";
import { cn } from "~/lib/utils";
import { FaqFields } from "./admin-faq-fields";
import { EntryHiddenFields, type Errors, type Item } from "./admin-form-parts";
import { entryAnchor, FAQ_ADMIN_PATH } from "./admin-sections";
import { TestimonialFields } from "./admin-testimonial-fields";
import { parisToday } from "./review-dates";
import { validateFaqEntry, validateTestimonial } from "./rules";
import type { FaqActionData, SectionView } from "./types";

/** Checks the fields in the browser with the server's rules before posting; the server checks again. */
function useFieldCheck(kind: SectionView["kind"], serverErrors: Errors | undefined) {
  const [browserErrors, setBrowserErrors] = useState<Errors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // a refusal from the server focuses the first field in error, as the browser's check does below
  useFocusFirstError(formRef, serverErrors, Object.keys(serverErrors ?? {}).length > 0);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    const result = kind === "faq" ? validateFaqEntry(values) : validateTestimonial(values, { today: parisToday(systemClock) });
    if (result.ok) {
      setBrowserErrors(null);
      return;
    }
    event.preventDefault();
    setBrowserErrors(result.errors as Errors);
    focusFirstError(event.currentTarget, result.errors as Errors);
  };
  return { errors: browserErrors ?? serverErrors ?? {}, onSubmit, formRef };
}

function Fields({
  kind,
  idPrefix,
  values,
  errors,
}: {
  kind: SectionView["kind"];
  idPrefix: string;
  values: Record<string, string>;
  errors: Errors;
}) {
  return kind === "faq" ? (
    <FaqFields idPrefix={idPrefix} values={values} errors={errors} />
  ) : (
    <TestimonialFields idPrefix={idPrefix} values={values} errors={errors} />
  );
}

/** An entry's values as its edit form starts with them. */
function formValues(item: Item): Record<string, string> {
  if ("question" in item) return { question: item.question, answer: item.answer };
  const { name, project, comment, reviewDate, workDate, source } = item;
  return { name, project, rating: String(item.rating), comment, reviewDate, workDate, source };
}

/** An entry as a form in its row ('Modifier'): 'Enregistrer' or 'Annuler'. */
export function EntryForm({
  section,
  item,
  actionData,
}: {
  section: SectionView;
  item: Item;
  actionData: FaqActionData | undefined;
}) {
  const { errors, onSubmit, formRef } = useFieldCheck(section.kind, actionData?.errors);
  const saving = useSubmitting("edit");
  const values = actionData?.values ?? formValues(item);
  const idPrefix = `modifier-${item.id}`;
  return (
    <Form
      ref={formRef}
      method="post"
      action={`${FAQ_ADMIN_PATH}?modifier=${item.id}`}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4"
      aria-label={`Modifier : ${"question" in item ? item.question : item.name}`}
    >
      <EntryHiddenFields section={section} item={item} intent="edit" />
      <Fields kind={section.kind} idPrefix={idPrefix} values={values} errors={errors} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className="max-sm:h-11" disabled={saving}>
          {saving ? "Enregistrement..." : "Enregistrer"}
        </Button>
        <Link
          to={`${FAQ_ADMIN_PATH}#${entryAnchor(item.id)}`}
          preventScrollReset
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "max-sm:h-11")}
        >
          <X aria-hidden />
          Annuler
        </Link>
      </div>
    </Form>
  );
}

/** 'Ajouter une question' / 'Ajouter un avis' under a section: a folded form, the new entry goes last. */
export function AddForm({ section, actionData }: { section: SectionView; actionData: FaqActionData | undefined }) {
  const { errors, onSubmit, formRef } = useFieldCheck(section.kind, actionData?.errors);
  const navigation = useNavigation();
  const adding =
    useSubmitting("add") &&
    navigation.formData?.get("scope") === section.scope &&
    navigation.formData.get("kind") === section.kind;
  const idPrefix = `ajout-${section.anchor}`;
  const title = section.kind === "faq" ? "Ajouter une question" : "Ajouter un avis";
  return (
    <details open={actionData ? true : undefined} className="group border-t border-slate-100">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-5 py-3.5 text-sm font-semibold text-copper-700 hover:bg-copper-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
        <Plus className="size-4 transition-transform group-open:rotate-45" aria-hidden />
        {title}
      </summary>
      <Form
        ref={formRef}
        method="post"
        action={FAQ_ADMIN_PATH}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 px-5 pb-5 sm:px-6"
        aria-label={`${title}\u00a0: ${section.title}`}
      >
        <EntryHiddenFields section={section} intent="add" />
        <p className="text-sm text-slate-600">
          {section.kind === "faq" ? "La question s'ajoute à la fin de la liste." : "L'avis s'ajoute à la fin de la liste."}
        </p>
        <Fields kind={section.kind} idPrefix={idPrefix} values={actionData?.values ?? {}} errors={errors} />
        <div>
          <Button type="submit" size="sm" className="max-sm:h-11" disabled={adding}>
            <Plus aria-hidden />
            {adding ? "Ajout..." : section.kind === "faq" ? "Ajouter la question" : "Ajouter l'avis"}
          </Button>
        </div>
      </Form>
    </details>
  );
}
