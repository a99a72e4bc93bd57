import { Input, Textarea } from "~/components/ui/input";
import { Field, type Errors } from "./admin-form-parts";
import { FAQ_LIMITS } from "./rules";
import type { AdminFaqEntry } from "./types";

/** An FAQ entry in its row: the question and the start of the answer. */
export function FaqSummary({ entry }: { entry: AdminFaqEntry }) {
  return (
    <>
      <p className="font-semibold text-ink [overflow-wrap:anywhere]">{entry.question}</p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600 [overflow-wrap:anywhere]">{entry.answer}</p>
    </>
  );
}

/** The fields of an FAQ entry's form (add or edit). */
export function FaqFields({ idPrefix, values, errors }: { idPrefix: string; values: Record<string, string>; errors: Errors }) {
  return (
    <>
      <Field id={`${idPrefix}-question`} label="Question" error={errors.question}>
        {(props) => <Input {...props} name="question" required maxLength={FAQ_LIMITS.question} defaultValue={values.question} />}
      </Field>
      <Field id={`${idPrefix}-answer`} label="Réponse" error={errors.answer}>
        {(props) => (
          <Textarea {...props} name="answer" required maxLength={FAQ_LIMITS.answer} rows={5} defaultValue={values.answer} />
        )}
      </Field>
    </>
  );
}
