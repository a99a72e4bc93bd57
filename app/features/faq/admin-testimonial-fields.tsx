import { Star } from "lucide-react";
import { Input, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { Field, type Errors } from "./admin-form-parts";
import { reviewDatesText } from "./review-dates";
import { REVIEW_SOURCES, reviewSourceLabel } from "./review-sources";
import { RATINGS, TESTIMONIAL_LIMITS } from "./rules";
import type { AdminTestimonial } from "./types";

/** A testimonial in its row: name, stars, project, the start of the comment, then its dates and source as the site shows them. */
export function TestimonialSummary({ testimonial }: { testimonial: AdminTestimonial }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{testimonial.name}</span>
        <span role="img" aria-label={`Note\u00a0: ${testimonial.rating} sur 5`} className="inline-flex gap-0.5">
          {Array.from({ length: 5 }, (_, i) => (
            <Star
              key={i}
              className={cn(
                "size-3.5",
                i < testimonial.rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200",
              )}
              aria-hidden
            />
          ))}
        </span>
      </p>
      <p className="text-sm text-slate-500 [overflow-wrap:anywhere]">{testimonial.project}</p>
      <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-slate-600 [overflow-wrap:anywhere]">
        « {testimonial.comment} »
      </p>
      <p className="mt-1.5 text-xs text-slate-500" data-testid="faq-admin-review-facts">
        {reviewDatesText(testimonial)} · {reviewSourceLabel(testimonial.source)}
      </p>
    </>
  );
}

/** The fields of a testimonial's form (add or edit): who, what, the rating, the two dates and the source (docs/product.md#reviews), the comment. */
export function TestimonialFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: Record<string, string>;
  errors: Errors;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_9rem]">
        <Field id={`${idPrefix}-name`} label="Nom du client" error={errors.name}>
          {(props) => (
            <Input
              {...props}
              name="name"
              required
              maxLength={TESTIMONIAL_LIMITS.name}
              autoComplete="off"
              defaultValue={values.name}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-project`} label="Projet" error={errors.project}>
          {(props) => (
            <Input {...props} name="project" required maxLength={TESTIMONIAL_LIMITS.project} defaultValue={values.project} />
          )}
        </Field>
        <Field id={`${idPrefix}-rating`} label="Note" error={errors.rating}>
          {(props) => (
            <Select {...props} name="rating" defaultValue={values.rating ?? "5"}>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {r} sur 5
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[11rem_11rem_minmax(0,1fr)]">
        <Field id={`${idPrefix}-review-date`} label="Date de l'avis" error={errors.reviewDate}>
          {(props) => <Input {...props} type="date" name="reviewDate" required defaultValue={values.reviewDate} />}
        </Field>
        <Field id={`${idPrefix}-work-date`} label="Date du chantier" error={errors.workDate}>
          {(props) => <Input {...props} type="date" name="workDate" required defaultValue={values.workDate} />}
        </Field>
        <div className="sm:col-span-2 lg:col-span-1">
          <Field id={`${idPrefix}-source`} label="Source de l'avis" error={errors.source}>
            {(props) => (
              <Select {...props} name="source" required defaultValue={values.source ?? ""}>
                <option value="">Choisir la source…</option>
                {REVIEW_SOURCES.map((source) => (
                  <option key={source.value} value={source.value}>
                    {source.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </div>
      <Field id={`${idPrefix}-comment`} label="Avis" error={errors.comment}>
        {(props) => (
          <Textarea
            {...props}
            name="comment"
            required
            maxLength={TESTIMONIAL_LIMITS.comment}
            rows={3}
            defaultValue={values.comment}
          />
        )}
      </Field>
    </>
  );
}
