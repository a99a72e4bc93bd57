import { useId } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { FormField } from "~/components/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { LeadFormState } from "./form-state";
import { FormNote, SubmitButton } from "./form-parts";
import { LeadFormShell } from "./lead-form-shell";
import { QUOTE_FORM_LABELS, QUOTE_FORM_NOTE, QUOTE_PROJECT_TYPES } from "./copy";
import { useLeadForm } from "./use-lead-form";
import { LEAD_PHOTOS_MAX_COUNT } from "~/features/lead-photos/field";
import { PhotoField } from "~/features/lead-photos/photo-field";

export const QUOTE_FORM_ID = "formulaire-devis";
export const QUOTE_FORM_TITLE = "Demander un Devis";
export const QUOTE_SUBMIT_LABEL = "Envoyer ma demande de devis";
export const QUOTE_PROJECT_PLACEHOLDER = "Sélectionnez un type de projet";
const FIELDS = ["firstName", "lastName", "email", "phone", "address", "projectType", "surface", "description"] as const;

export interface QuoteFormProps {
  /** what the page's loader got from readLeadFormState(request) (after a submission without JavaScript) */
  state?: LeadFormState | null;
  /** where a submission without JavaScript comes back to; defaults to this page, at the form */
  redirectTo?: string;
  /** the form's heading; the quote page titles it 'Demander un Devis' (null: no heading) */
  title?: string | null;
  className?: string;
}

/**
 * Form B (/devis-gratuit, docs/product.md#quote-form): labels and note; once its scripts run,
 * the shared schema checks it in the browser and its French messages show under the fields
 * (the browser's own required/type checks only before that), then POST /api/leads/quote.
 * Works without JavaScript.
 */
export function QuoteForm({ state, redirectTo, title = QUOTE_FORM_TITLE, className }: QuoteFormProps) {
  const idPrefix = `devis${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const titleId = `${idPrefix}-title`;
  const initial = state?.form === "quote" ? state : null;
  const form = useLeadForm({ kind: "quote", fields: FIELDS, initial });
  const { errors, defaults } = form;
  const value = (name: (typeof FIELDS)[number]) => defaults[name] ?? "";
  // the browser's own bubbles until the shared schema can speak French under the fields
  const hydrated = useHydrated();

  return (
    <LeadFormShell
      kind="quote"
      form={form}
      noValidate={hydrated}
      idPrefix={idPrefix}
      anchor={QUOTE_FORM_ID}
      redirectTo={redirectTo}
      id={QUOTE_FORM_ID}
      labelledBy={title ? titleId : undefined}
      label={title ? undefined : QUOTE_FORM_TITLE}
      className={cn("relative scroll-mt-4", className)}
      heading={
        title ? (
          <h2 id={titleId} className="mb-6 text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
        ) : null
      }
    >
      <div key={form.resetKey} className="grid gap-5 sm:grid-cols-2">
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="firstName"
          label={QUOTE_FORM_LABELS.firstName}
          error={errors.firstName}
        >
          {(p) => <Input {...p} type="text" required autoComplete="given-name" defaultValue={value("firstName")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="lastName"
          label={QUOTE_FORM_LABELS.lastName}
          error={errors.lastName}
        >
          {(p) => <Input {...p} type="text" required autoComplete="family-name" defaultValue={value("lastName")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="email"
          label={QUOTE_FORM_LABELS.email}
          error={errors.email}
        >
          {(p) => <Input {...p} type="email" required autoComplete="email" defaultValue={value("email")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="phone"
          label={QUOTE_FORM_LABELS.phone}
          error={errors.phone}
        >
          {(p) => <Input {...p} type="tel" required autoComplete="tel" defaultValue={value("phone")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="address"
          label={QUOTE_FORM_LABELS.address}
          error={errors.address}
          className="sm:col-span-2"
        >
          {(p) => <Input {...p} type="text" required autoComplete="address-line1" defaultValue={value("address")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="projectType"
          label={QUOTE_FORM_LABELS.projectType}
          error={errors.projectType}
        >
          {(p) => (
            <Select {...p} defaultValue={value("projectType")}>
              <option value="">{QUOTE_PROJECT_PLACEHOLDER}</option>
              {QUOTE_PROJECT_TYPES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="surface"
          label={QUOTE_FORM_LABELS.surface}
          error={errors.surface}
        >
          {(p) => <Input {...p} type="number" min={0} step="any" inputMode="decimal" defaultValue={value("surface")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="description"
          label={QUOTE_FORM_LABELS.description}
          error={errors.description}
          className="sm:col-span-2"
        >
          {(p) => (
            <Textarea
              {...p}
              rows={5}
              placeholder="Nature des travaux, état actuel, accès, délais souhaités…"
              defaultValue={value("description")}
            />
          )}
        </FormField>
        <PhotoField idPrefix={idPrefix} max={LEAD_PHOTOS_MAX_COUNT} serverError={errors.photos} />
      </div>

      <FormNote note={QUOTE_FORM_NOTE} className="mt-5" />
      <SubmitButton status={form.status} label={QUOTE_SUBMIT_LABEL} className="mt-6 w-full" />
    </LeadFormShell>
  );
}
