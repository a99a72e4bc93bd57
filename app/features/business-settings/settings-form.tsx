/**
 * The 'Réglages' form (docs/product.md#business-settings): one form in
 * sections, every field with its French message under it. Rows (opening
 * ranges, closures) are added and removed by submit buttons that the server
 * answers with the form again, so the page works without JavaScript; what was
 * typed comes back in every answer.
 */
import { Building2, CalendarOff, Clock, Globe2, Landmark, MapPinned, Phone, Plus, Save, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FieldError, Input, Label, Textarea } from "~/components/ui/input";
import { FormAlert, TextField } from "~/features/auth/ui";
import { cn } from "~/lib/utils";
import { DAY_LABELS, LIMITS, SETTINGS_MESSAGES, WEEK_DAYS, type SettingsDraft, type SettingsErrors } from "./schema";

export const SETTINGS_FORM_ID = "business-settings-form";

function Section({
  id,
  icon: Icon,
  title,
  description,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={`${id}-title`} className="grid gap-6 p-5 sm:p-7 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <div>
          <div className="flex items-center gap-2.5">
            <span className="grid size-8 place-items-center rounded-lg bg-copper-50 text-copper-700" aria-hidden>
              <Icon className="size-4" />
            </span>
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
        </div>
        <div className="min-w-0">{children}</div>
      </section>
    </Card>
  );
}

function TextareaField({
  label,
  name,
  defaultValue,
  error,
  hint,
  rows = 4,
  className,
}: {
  label: string;
  name: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  rows?: number;
  className?: string;
}) {
  const id = `field-${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        className="min-h-0"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A small input with a label only screen readers hear (the row and column say the rest), its error under it. */
function RowInput({
  name,
  label,
  type,
  defaultValue,
  error,
  className,
  inputClassName,
  placeholder,
}: {
  name: string;
  label: string;
  type: "time" | "date" | "text";
  defaultValue: string;
  error?: string;
  className?: string;
  inputClassName?: string;
  placeholder?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className={cn("min-w-0", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn("h-10 py-1.5 tabular-nums", inputClassName)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function RowButton({ value, label, children }: { value: string; label: string; children: ReactNode }) {
  return (
    <Button type="submit" name="intent" value={value} variant="ghost" size="icon" className="size-10 shrink-0 text-slate-500 hover:text-red-700" aria-label={label} title={label}>
      {children}
    </Button>
  );
}

function AddButton({ value, children, disabled, quiet = false }: { value: string; children: ReactNode; disabled?: boolean; quiet?: boolean }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={value}
      variant={quiet ? "ghost" : "outline"}
      size="sm"
      disabled={disabled}
      formNoValidate
      className={quiet ? "h-8 px-2 text-copper-700 hover:bg-copper-50" : undefined}
    >
      <Plus aria-hidden />
      {children}
    </Button>
  );
}

function WeeklyHours({ draft, errors }: { draft: SettingsDraft; errors: SettingsErrors }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {WEEK_DAYS.map((day) => {
        const ranges = draft.hours[day];
        const dayLabel = DAY_LABELS[day];
        return (
          <li key={day} className="grid gap-2 px-3 py-3 sm:grid-cols-[6.5rem_minmax(0,1fr)] sm:items-start sm:gap-3 sm:px-4">
            <p className="font-medium text-ink sm:pt-2" id={`day-${day}`}>
              {dayLabel}
            </p>
            <div className="grid justify-items-start gap-2">
              {ranges.length === 0 ? <p className="text-sm text-slate-500 sm:pt-2">Fermé</p> : null}
              {ranges.map((range, index) => {
                const field = `hours.${day}.${index}`;
                return (
                  <div key={field} className="grid w-full max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-start gap-2">
                    <RowInput
                      name={`${field}.opens`}
                      label={`${dayLabel}, plage ${index + 1} : ouverture`}
                      type="time"
                      defaultValue={range.opens}
                      error={errors[`${field}.opens`]}
                      inputClassName="px-2.5 text-sm max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
                    />
                    <span className="pt-2.5 text-sm text-slate-500" aria-hidden>
                      à
                    </span>
                    <RowInput
                      name={`${field}.closes`}
                      label={`${dayLabel}, plage ${index + 1} : fermeture`}
                      type="time"
                      defaultValue={range.closes}
                      error={errors[`${field}.closes`]}
                      inputClassName="px-2.5 text-sm max-sm:[&::-webkit-calendar-picker-indicator]:hidden"
                    />
                    <RowButton value={`remove-range:${day}:${index}`} label={`Retirer la plage ${index + 1} du ${dayLabel.toLowerCase()}`}>
                      <X aria-hidden />
                    </RowButton>
                  </div>
                );
              })}
              <FieldError id={`field-hours.${day}-error`} message={errors[`hours.${day}`]} />
              <div className="-ml-2">
                <AddButton quiet value={`add-range:${day}`} disabled={ranges.length >= LIMITS.rangesPerDay}>
                  <span>
                    Ajouter une plage<span className="sr-only"> le {dayLabel.toLowerCase()}</span>
                  </span>
                </AddButton>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Closures({ draft, errors }: { draft: SettingsDraft; errors: SettingsErrors }) {
  return (
    <div className="grid gap-3">
      {draft.closures.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">Aucune fermeture prévue.</p>
      ) : (
        <ul className="grid gap-3">
          {draft.closures.map((closure, index) => {
            const field = `closures.${index}`;
            const n = index + 1;
            return (
              <li key={field} className="rounded-xl border border-slate-200 p-3.5">
                <div className="flex items-start gap-2">
                  <div className="grid min-w-0 flex-1 gap-2.5 sm:grid-cols-[9.5rem_9.5rem_minmax(0,1fr)]">
                    <div>
                      <p className="mb-1 text-xs font-medium text-slate-600" aria-hidden>
                        Du
                      </p>
                      <RowInput name={`${field}.from`} label={`Fermeture ${n} : premier jour`} type="date" defaultValue={closure.from} error={errors[`${field}.from`]} />
                    </div>
                    <div>
                      <p className="mb-1 text-xs font-medium text-slate-600" aria-hidden>
                        Au (inclus)
                      </p>
                      <RowInput name={`${field}.to`} label={`Fermeture ${n} : dernier jour`} type="date" defaultValue={closure.to} error={errors[`${field}.to`]} />
                    </div>
                    <div>
                      <p className="mb-1 text-xs font-medium text-slate-600" aria-hidden>
                        Libellé
                      </p>
                      <RowInput
                        name={`${field}.label`}
                        label={`Fermeture ${n} : libellé`}
                        type="text"
                        placeholder="Congés d'été"
                        defaultValue={closure.label}
                        error={errors[`${field}.label`]}
                      />
                    </div>
                  </div>
                  <div className="pt-5">
                    <RowButton value={`remove-closure:${index}`} label={`Retirer la fermeture ${n}`}>
                      <X aria-hidden />
                    </RowButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id="field-closures-error" message={errors.closures} />
      <div>
        <AddButton value="add-closure" disabled={draft.closures.length >= LIMITS.closures}>
          Ajouter une fermeture
        </AddButton>
      </div>
    </div>
  );
}

export function SaveButton({ submitting, className }: { submitting: boolean; className?: string }) {
  return (
    <Button type="submit" form={SETTINGS_FORM_ID} name="intent" value="save" disabled={submitting} className={className}>
      <Save aria-hidden />
      {submitting ? "Enregistrement..." : "Enregistrer"}
    </Button>
  );
}

export function BusinessSettingsForm({
  draft,
  errors,
  submitting,
}: {
  draft: SettingsDraft;
  errors: SettingsErrors;
  submitting: boolean;
}) {
  const hasErrors = Object.keys(errors).length > 0;
  const grid = "grid gap-5 sm:grid-cols-2";
  return (
    <Form method="post" id={SETTINGS_FORM_ID} noValidate className="grid gap-6">
      {hasErrors ? <FormAlert>{SETTINGS_MESSAGES.invalidForm}</FormAlert> : null}

      <Section id="company" icon={Building2} title="Entreprise" description="Le nom affiché sur tout le site et la raison sociale des mentions légales.">
        <div className={grid}>
          <TextField label="Nom de l'entreprise" name="name" defaultValue={draft.name} error={errors.name} maxLength={LIMITS.text} autoComplete="organization" />
          <TextField label="Raison sociale" name="legalName" defaultValue={draft.legalName} error={errors.legalName} maxLength={LIMITS.text} />
        </div>
      </Section>

      <Section
        id="contact-details"
        icon={Phone}
        title="Coordonnées"
        description="Le téléphone apparaît dans l'en-tête, le pied de page, les boutons d'appel, les e-mails et les données lues par Google."
      >
        <div className={grid}>
          <TextField label="Téléphone" name="phone" type="tel" inputMode="tel" defaultValue={draft.phone} error={errors.phone} hint="10 chiffres, ou +33 suivi de 9 chiffres." autoComplete="off" />
          <TextField
            label="Téléphone d'urgence"
            name="emergencyPhone"
            type="tel"
            inputMode="tel"
            defaultValue={draft.emergencyPhone}
            error={errors.emergencyPhone}
            hint="Facultatif : sans numéro, les boutons d'urgence appellent le téléphone principal."
            autoComplete="off"
          />
          <TextField label="E-mail" name="email" type="email" defaultValue={draft.email} error={errors.email} className="sm:col-span-2" autoComplete="off" />
          <TextField label="Adresse" name="street" defaultValue={draft.street} error={errors.street} className="sm:col-span-2" maxLength={LIMITS.text} />
          <TextField label="Code postal" name="postalCode" inputMode="numeric" defaultValue={draft.postalCode} error={errors.postalCode} />
          <TextField label="Ville" name="city" defaultValue={draft.city} error={errors.city} maxLength={LIMITS.text} />
        </div>
      </Section>

      <Section
        id="hours"
        icon={Clock}
        title="Horaires d'ouverture"
        description="Heure de Paris. Plusieurs plages par jour possibles (ex. 8h-12h et 14h-18h). Les rappels de demandes et l'heure de rappel promise aux clients en dépendent."
      >
        <WeeklyHours draft={draft} errors={errors} />
      </Section>

      <Section
        id="closures"
        icon={CalendarOff}
        title="Fermetures exceptionnelles"
        description="Congés et jours fériés : l'entreprise est comptée fermée ces jours-là, et Google en est informé."
      >
        <Closures draft={draft} errors={errors} />
      </Section>

      <Section id="area" icon={MapPinned} title="Zone d'intervention" description="La région citée sur le site, les villes desservies et le rayon d'intervention.">
        <div className={grid}>
          <TextField label="Région" name="serviceRegion" defaultValue={draft.serviceRegion} error={errors.serviceRegion} className="sm:col-span-2" maxLength={LIMITS.text} />
          <TextField label="Rayon (km)" name="radiusKm" type="number" inputMode="numeric" min={1} max={1000} defaultValue={draft.radiusKm} error={errors.radiusKm} />
          <TextField label="Autour de la ville de" name="radiusCenter" defaultValue={draft.radiusCenter} error={errors.radiusCenter} maxLength={LIMITS.text} />
          <TextareaField
            label="Villes desservies"
            name="serviceCities"
            defaultValue={draft.serviceCities}
            error={errors.serviceCities}
            hint="Une ville par ligne."
            rows={6}
            className="sm:col-span-2"
          />
        </div>
      </Section>

      <Section id="legal" icon={Landmark} title="Mentions légales" description="Affichées sur la page Mentions légales, dans les CGU et en pied de page.">
        <div className={grid}>
          <TextField
            label="Numéro d'immatriculation"
            name="registrationNumber"
            defaultValue={draft.registrationNumber}
            error={errors.registrationNumber}
            hint="Ex. RCS Villefranche-Tarare 123 456 789"
            maxLength={LIMITS.text}
          />
          <TextField label="Greffe d'immatriculation" name="registryCourt" defaultValue={draft.registryCourt} error={errors.registryCourt} maxLength={LIMITS.text} />
          <TextField label="Hébergeur" name="hostName" defaultValue={draft.hostName} error={errors.hostName} maxLength={LIMITS.text} />
          <TextField label="Adresse de l'hébergeur" name="hostAddress" defaultValue={draft.hostAddress} error={errors.hostAddress} maxLength={LIMITS.text} />
        </div>
      </Section>

      <Section id="social" icon={Globe2} title="Réseaux sociaux" description="Vos pages Facebook, Instagram, LinkedIn… indiquées à Google comme appartenant à l'entreprise.">
        <TextareaField
          label="Liens"
          name="socialLinks"
          defaultValue={draft.socialLinks}
          error={errors.socialLinks}
          hint="Une adresse complète par ligne, commençant par https://"
          rows={3}
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600">Les modifications s'affichent sur le site dès l'enregistrement.</p>
        <SaveButton submitting={submitting} className="sm:min-w-40" />
      </div>
    </Form>
  );
}
