/** The fields of 'Visites' in Réglages (docs/product.md#visits), mounted by the settings form. */
import { CalendarClock } from "lucide-react";
import { FieldError } from "~/components/ui/input";
import { SectionCard } from "./section-card";
import { TextField } from "~/features/auth/ui";
import { VISIT_LIMITS, VISIT_WEEKDAYS, type VisitSlotsDraft } from "../sections/visit-slots";

const CHECKBOX = "size-5 shrink-0 rounded border-slate-300 accent-copper-600";

export function VisitSlotsSettingsCard({
  draft,
  errors,
}: {
  draft: VisitSlotsDraft;
  errors: Record<string, string | undefined>;
}) {
  const checked = new Set(draft.visitDays.split(","));
  return (
    <SectionCard
      id="visits"
      icon={CalendarClock}
      title="Visites"
      description="Les créneaux qu'un client peut choisir lui-même pour la visite technique, depuis son accusé de réception ou sa page de devis. Les fermetures exceptionnelles et les visites déjà prévues sont retirées."
    >
      <fieldset aria-describedby={errors.visitDays ? "field-visitDays-error" : undefined}>
        <legend className="text-sm font-medium text-ink">Jours de visite</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {VISIT_WEEKDAYS.map((d) => (
            <label
              key={d.value}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-copper-600 has-[:checked]:bg-copper-50"
            >
              <input
                type="checkbox"
                name="visitDays"
                value={d.value}
                defaultChecked={checked.has(d.value)}
                className={CHECKBOX}
              />
              {d.label}
            </label>
          ))}
        </div>
        <FieldError id="field-visitDays-error" message={errors.visitDays} />
      </fieldset>
      <div className="mt-5 grid gap-5 sm:grid-cols-3">
        <TextField
          label="Première visite à"
          name="visitFrom"
          type="time"
          defaultValue={draft.visitFrom}
          error={errors.visitFrom}
        />
        <TextField
          label="Dernière visite finie à"
          name="visitTo"
          type="time"
          defaultValue={draft.visitTo}
          error={errors.visitTo}
        />
        <TextField
          label="Durée d'une visite (min)"
          name="visitDuration"
          type="number"
          inputMode="numeric"
          min={VISIT_LIMITS.minDuration}
          max={VISIT_LIMITS.maxDuration}
          step={5}
          defaultValue={draft.visitDuration}
          error={errors.visitDuration}
        />
        <TextField
          label="Délai minimum (heures)"
          name="visitNotice"
          type="number"
          inputMode="numeric"
          min={0}
          max={VISIT_LIMITS.maxNoticeHours}
          defaultValue={draft.visitNotice}
          error={errors.visitNotice}
          hint="Aucun créneau n'est proposé avant ce délai."
        />
        <TextField
          label="Visites par jour (max.)"
          name="visitPerDay"
          type="number"
          inputMode="numeric"
          min={1}
          max={VISIT_LIMITS.maxPerDay}
          defaultValue={draft.visitPerDay}
          error={errors.visitPerDay}
        />
      </div>
      <label className="mt-5 flex items-start gap-3">
        <input
          type="checkbox"
          name="visitAutoConfirm"
          defaultChecked={draft.visitAutoConfirm === "on"}
          className={`mt-0.5 ${CHECKBOX}`}
        />
        <span>
          <span className="block font-medium text-ink">Confirmer automatiquement</span>
          <span className="block text-sm text-slate-600">
            Le créneau choisi par le client est réservé aussitôt, l'invitation part sans attendre votre confirmation.
          </span>
        </span>
      </label>
    </SectionCard>
  );
}
