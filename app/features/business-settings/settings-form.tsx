/**
 * The 'Réglages' form (docs/product.md#business-settings): one form in
 * sections, every field with its French message under it. Rows (opening
 * ranges, closures) are added and removed by submit buttons that the server
 * answers with the form again, so the page works without JavaScript; what was
 * typed comes back in every answer.
 */
import {
  BadgeCheck,
  Building2,
  CalendarOff,
  Clock,
  Euro,
  FileText,
  Globe2,
  Landmark,
  MapPinned,
  Phone,
  Save,
  Scale,
  ShieldCheck,
} from "lucide-react";
import { useRef } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, TextField } from "~/features/auth/ui";
import { useFocusFirstError } from "~/lib/focus-first-error";
import { ClosuresEditor } from "./form/closures-editor";
import { TextareaField } from "./form/fields";
import { ConsumerMediatorFields, LegalIdentityFields } from "./form/legal-fields";
import { DecennaleFields, QualificationsFields, RepairPricesFields } from "./form/roofer-fields";
import { SectionCard } from "./form/section-card";
import { WeeklyHoursEditor } from "./form/weekly-hours-editor";
import { ReviewRequestSettingsCard } from "./form/review-request-card";
import { VisitSlotsSettingsCard } from "./form/visit-slots-card";
import { LIMITS } from "./limits";
import { SETTINGS_MESSAGES } from "./messages";
import type { SettingsDraft, SettingsErrors } from "./types";

export const SETTINGS_FORM_ID = "business-settings-form";

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
  const formRef = useRef<HTMLFormElement>(null);
  // remounted for each answer (its key): a refused save focuses its first field in error
  useFocusFirstError(formRef, errors, hasErrors);
  return (
    <Form ref={formRef} method="post" id={SETTINGS_FORM_ID} noValidate className="grid gap-6">
      {hasErrors ? <FormAlert>{SETTINGS_MESSAGES.invalidForm}</FormAlert> : null}

      <SectionCard
        id="company"
        icon={Building2}
        title="Entreprise"
        description="Le nom affiché sur tout le site et la raison sociale des mentions légales."
      >
        <div className={grid}>
          <TextField
            label="Nom de l'entreprise"
            name="name"
            defaultValue={draft.name}
            error={errors.name}
            maxLength={LIMITS.text}
            autoComplete="organization"
          />
          <TextField
            label="Raison sociale"
            name="legalName"
            defaultValue={draft.legalName}
            error={errors.legalName}
            maxLength={LIMITS.text}
          />
        </div>
      </SectionCard>

      <SectionCard
        id="contact-details"
        icon={Phone}
        title="Coordonnées"
        description="Le téléphone apparaît dans l'en-tête, le pied de page, les boutons d'appel, les e-mails et les données lues par Google."
      >
        <div className={grid}>
          <TextField
            label="Téléphone"
            name="phone"
            type="tel"
            inputMode="tel"
            defaultValue={draft.phone}
            error={errors.phone}
            hint="10 chiffres, ou +33 suivi de 9 chiffres."
            autoComplete="off"
          />
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
          <TextField
            label="E-mail"
            name="email"
            type="email"
            defaultValue={draft.email}
            error={errors.email}
            className="sm:col-span-2"
            autoComplete="off"
          />
          <TextField
            label="Adresse"
            name="street"
            defaultValue={draft.street}
            error={errors.street}
            className="sm:col-span-2"
            maxLength={LIMITS.text}
          />
          <TextField
            label="Code postal"
            name="postalCode"
            inputMode="numeric"
            defaultValue={draft.postalCode}
            error={errors.postalCode}
          />
          <TextField label="Ville" name="city" defaultValue={draft.city} error={errors.city} maxLength={LIMITS.text} />
        </div>
      </SectionCard>

      <SectionCard
        id="hours"
        icon={Clock}
        title="Horaires d'ouverture"
        description="Heure de Paris. Plusieurs plages par jour possibles (ex. 8h-12h et 14h-18h). Les rappels de demandes et l'heure de rappel promise aux clients en dépendent."
      >
        <WeeklyHoursEditor hours={draft.hours} errors={errors} />
      </SectionCard>

      <SectionCard
        id="closures"
        icon={CalendarOff}
        title="Fermetures exceptionnelles"
        description="Congés et jours fériés : l'entreprise est comptée fermée ces jours-là, et Google en est informé."
      >
        <ClosuresEditor closures={draft.closures} errors={errors} />
      </SectionCard>

      <SectionCard
        id="area"
        icon={MapPinned}
        title="Zone d'intervention"
        description="La région citée sur le site, les villes desservies et le rayon d'intervention."
      >
        <div className={grid}>
          <TextField
            label="Région"
            name="serviceRegion"
            defaultValue={draft.serviceRegion}
            error={errors.serviceRegion}
            className="sm:col-span-2"
            maxLength={LIMITS.text}
          />
          <TextField
            label="Rayon (km)"
            name="radiusKm"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            defaultValue={draft.radiusKm}
            error={errors.radiusKm}
          />
          <TextField
            label="Autour de la ville de"
            name="radiusCenter"
            defaultValue={draft.radiusCenter}
            error={errors.radiusCenter}
            maxLength={LIMITS.text}
          />
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
      </SectionCard>

      <SectionCard
        id="legal"
        icon={Landmark}
        title="Mentions légales"
        description={
          "L'identité légale de l'entreprise\u00a0: pages Mentions légales, CGU, CGV et Politique de confidentialité, et pied de page. Le tableau de bord signale ce que la loi exige et qui manque encore."
        }
      >
        <LegalIdentityFields draft={draft} errors={errors} />
      </SectionCard>

      <SectionCard
        id="mediator"
        icon={Scale}
        title="Médiateur de la consommation"
        description={
          "Obligatoire pour travailler chez des particuliers\u00a0: le médiateur auquel vos clients peuvent s'adresser gratuitement en cas de litige. Affiché dans les mentions légales, les CGV et la politique de confidentialité."
        }
      >
        <ConsumerMediatorFields draft={draft} errors={errors} />
      </SectionCard>

      <SectionCard
        id="repair-prices"
        icon={Euro}
        title="Tarifs de dépannage et d'entretien"
        description={
          "Obligatoires pour les réparations, l'entretien et les dépannages (arrêté du 24 janvier 2017) : affichés TTC sur les pages Urgence toiture, Entretien et Devis gratuit."
        }
      >
        <RepairPricesFields draft={draft} errors={errors} />
      </SectionCard>

      <SectionCard
        id="decennale"
        icon={ShieldCheck}
        title="Assurance décennale"
        description={
          "L'assureur, le numéro de contrat et la zone couverte, que la loi demande de communiquer à vos clients. Affichés dans les mentions légales et les CGV."
        }
      >
        <DecennaleFields draft={draft} errors={errors} />
      </SectionCard>

      <SectionCard
        id="qualifications"
        icon={BadgeCheck}
        title="Qualifications"
        description="Qualibat, RGE… avec leur numéro et leur date de fin de validité. Affichées dans les mentions légales tant qu'elles sont valables."
      >
        <QualificationsFields draft={draft} errors={errors} />
      </SectionCard>

      <SectionCard
        id="quotes"
        icon={FileText}
        title="Devis"
        description="Ce qu'un nouveau devis propose par défaut, et quand un devis resté sans réponse est rappelé au client."
      >
        <div className={grid}>
          <TextField
            label="Validité (jours)"
            name="quoteValidityDays"
            inputMode="numeric"
            defaultValue={draft.quoteValidityDays}
            error={errors.quoteValidityDays}
            hint="Durée pendant laquelle le client peut accepter le devis (1 à 365 jours)."
          />
          <TextField
            label="Relances (jours après l'envoi)"
            name="quoteReminderDays"
            inputMode="numeric"
            defaultValue={draft.quoteReminderDays}
            error={errors.quoteReminderDays}
            hint={"Ex.\u00a0: 3, 10. Vide\u00a0: aucune relance."}
          />
          <TextareaField
            label="Conditions de paiement"
            name="quotePaymentTerms"
            defaultValue={draft.quotePaymentTerms}
            error={errors.quotePaymentTerms}
            rows={3}
            className="sm:col-span-2"
          />
        </div>
      </SectionCard>

      <SectionCard
        id="social"
        icon={Globe2}
        title="Réseaux sociaux"
        description="Vos pages Facebook, Instagram, LinkedIn… indiquées à Google comme appartenant à l'entreprise."
      >
        <TextareaField
          label="Liens"
          name="socialLinks"
          defaultValue={draft.socialLinks}
          error={errors.socialLinks}
          hint="Une adresse complète par ligne, commençant par https://"
          rows={3}
        />
      </SectionCard>

      <ReviewRequestSettingsCard draft={draft} errors={errors} />
      <VisitSlotsSettingsCard draft={draft} errors={errors} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-600">Les modifications s'affichent sur le site dès l'enregistrement.</p>
        <SaveButton submitting={submitting} className="sm:min-w-40" />
      </div>
    </Form>
  );
}
