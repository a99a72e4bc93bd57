import { useId } from "react";
import { FormField } from "~/components/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import type { LeadFormState } from "./form-state";
import { FormNote, SubmitButton } from "./form-parts";
import { LeadFormShell } from "./lead-form-shell";
import { PROJECT_OPTIONS } from "./copy";
import { useLeadForm } from "./use-lead-form";
import { LEAD_PHOTOS_MAX_COUNT } from "~/features/lead-photos/field";
import { PhotoField } from "~/features/lead-photos/photo-field";

export const CONTACT_FORM_ID = "formulaire-contact";
const FIELDS = ["prenom", "nom", "telephone", "email", "ville", "projet", "description"] as const;

/** Form A's labels (docs/product.md#contact-form). */
export const CONTACT_FORM_LABELS = {
  prenom: "Prénom *",
  nom: "Nom *",
  telephone: "Téléphone *",
  email: "Email *",
  ville: "Ville",
  projet: "Type de projet *",
  description: "Description du projet *",
} as const;
export const CONTACT_PROJECT_PLACEHOLDER = "Sélectionnez un type de projet";
export const CONTACT_SUBMIT_LABEL = "Envoyer ma demande";
export const CONTACT_FORM_NOTE = "* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.";

export interface ContactFormProps {
  /** what the page's loader got from readLeadFormState(request) (after a submission without JavaScript) */
  state?: LeadFormState | null;
  /** where a submission without JavaScript comes back to; defaults to this page, at the form */
  redirectTo?: string;
  className?: string;
}

/**
 * Form A (home #contact and /contact): the fields and messages of docs/product.md#contact-form,
 * validated on submit in the browser with the shared schema, then stored by
 * POST /api/leads/contact. Works without JavaScript.
 */
export function ContactForm({ state, redirectTo, className }: ContactFormProps) {
  const idPrefix = `contact${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const initial = state?.form === "contact" ? state : null;
  const form = useLeadForm({ kind: "contact", fields: FIELDS, initial });
  const { errors, defaults } = form;
  const value = (name: (typeof FIELDS)[number]) => defaults[name] ?? "";

  return (
    <LeadFormShell
      kind="contact"
      form={form}
      idPrefix={idPrefix}
      anchor={CONTACT_FORM_ID}
      redirectTo={redirectTo}
      id={CONTACT_FORM_ID}
      noValidate
      label="Formulaire de demande de devis"
      className={cn("relative scroll-mt-4", className)}
    >
      <div key={form.resetKey} className="grid gap-5 sm:grid-cols-2">
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="prenom"
          label={CONTACT_FORM_LABELS.prenom}
          error={errors.prenom}
        >
          {(p) => <Input {...p} type="text" autoComplete="given-name" defaultValue={value("prenom")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="nom"
          label={CONTACT_FORM_LABELS.nom}
          error={errors.nom}
        >
          {(p) => <Input {...p} type="text" autoComplete="family-name" defaultValue={value("nom")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="telephone"
          label={CONTACT_FORM_LABELS.telephone}
          error={errors.telephone}
        >
          {(p) => <Input {...p} type="tel" inputMode="tel" autoComplete="tel" defaultValue={value("telephone")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="email"
          label={CONTACT_FORM_LABELS.email}
          error={errors.email}
        >
          {(p) => <Input {...p} type="email" inputMode="email" autoComplete="email" defaultValue={value("email")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="ville"
          label={CONTACT_FORM_LABELS.ville}
          error={errors.ville}
        >
          {(p) => <Input {...p} type="text" autoComplete="address-level2" defaultValue={value("ville")} />}
        </FormField>
        <FormField
          idPrefix={idPrefix}
          autoFocusField={form.autoFocusField}
          name="projet"
          label={CONTACT_FORM_LABELS.projet}
          error={errors.projet}
        >
          {(p) => (
            <Select {...p} defaultValue={value("projet")}>
              <option value="">{CONTACT_PROJECT_PLACEHOLDER}</option>
              {PROJECT_OPTIONS.map((o) => (
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
          name="description"
          label={CONTACT_FORM_LABELS.description}
          error={errors.description}
          className="sm:col-span-2"
        >
          {(p) => (
            <Textarea
              {...p}
              rows={5}
              placeholder={"Décrivez votre projet\u00a0: type de travaux, surface, délais souhaités…"}
              defaultValue={value("description")}
            />
          )}
        </FormField>
        <PhotoField idPrefix={idPrefix} max={LEAD_PHOTOS_MAX_COUNT} serverError={errors.photos} />
      </div>

      <div className="mt-6 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <FormNote note={CONTACT_FORM_NOTE} />
        <SubmitButton status={form.status} label={CONTACT_SUBMIT_LABEL} className="shrink-0" />
      </div>
    </LeadFormShell>
  );
}
