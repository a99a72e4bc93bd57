/**
 * The fields of the 'Tarifs', 'Assurance décennale' and 'Qualifications'
 * cards (docs/product.md#repair-prices, #decennale-insurance,
 * #qualifications). Lists show their rows and blank ones to fill (each save
 * offers new blank ones, without JavaScript); a row emptied is removed.
 */
import { FieldError } from "~/components/ui/input";
import { TextField } from "~/features/auth/ui";
import { LIMITS } from "../limits";
import { MAX_QUALIFICATIONS } from "../sections/qualifications";
import { MAX_PRICE_ROWS, type PriceList, type PriceRowDraft } from "../sections/repair-prices";
import type { SettingsDraft, SettingsErrors } from "../types";
import { RowInput } from "./fields";

interface FieldsProps {
  draft: SettingsDraft;
  errors: SettingsErrors;
}

/** The rows with blank ones after them: at least `minimum` in all, and one more than filled, up to `max`. */
function withBlankRows<T>(rows: readonly T[], blank: T, minimum: number, max: number): T[] {
  const count = Math.min(max, Math.max(minimum, rows.length + 1));
  return [...rows, ...Array.from({ length: Math.max(0, count - rows.length) }, () => blank)];
}

const PRICE_LISTS: { list: PriceList; title: string; column: string; placeholder: string; hint: string }[] = [
  {
    list: "hourlyRates",
    title: "Taux horaires",
    column: "€ TTC / heure",
    placeholder: "Main-d'œuvre couvreur",
    hint: "Le prix d'une heure de travail, par qualification.",
  },
  {
    list: "travelCosts",
    title: "Frais de déplacement",
    column: "€ TTC",
    placeholder: "Déplacement jusqu'à 20 km",
    hint: "Par zone ou par distance\u00a0; 0 si le déplacement est offert.",
  },
  {
    list: "flatRates",
    title: "Forfaits",
    column: "€ TTC",
    placeholder: "Nettoyage de gouttières (maison individuelle)",
    hint: "Les prestations à prix fixe.",
  },
];

function PriceRows({ list, title, column, placeholder, hint, draft, errors }: (typeof PRICE_LISTS)[number] & FieldsProps) {
  const rows = withBlankRows<PriceRowDraft>(draft[list], { label: "", amount: "" }, 2, MAX_PRICE_ROWS);
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      <p className="-mt-1 text-xs text-slate-500">{hint}</p>
      <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-2 text-xs font-medium text-slate-600" aria-hidden>
        <span>Libellé</span>
        <span>{column}</span>
      </div>
      {rows.map((row, index) => {
        const field = `${list}.${index}`;
        return (
          <div key={field} className="grid grid-cols-[minmax(0,1fr)_8.5rem] gap-2">
            <RowInput
              name={`${field}.label`}
              label={`${title}, ligne ${index + 1}\u00a0: libellé`}
              type="text"
              placeholder={index === 0 ? placeholder : undefined}
              defaultValue={row.label}
              error={errors[`${field}.label`]}
            />
            <RowInput
              name={`${field}.amount`}
              label={`${title}, ligne ${index + 1}\u00a0: montant TTC`}
              type="text"
              placeholder={index === 0 ? "55,00" : undefined}
              defaultValue={row.amount}
              error={errors[`${field}.amount`]}
              inputClassName="text-right"
            />
          </div>
        );
      })}
      <FieldError id={`field-${list}-error`} message={errors[list]} />
    </fieldset>
  );
}

export function RepairPricesFields({ draft, errors }: FieldsProps) {
  const paid = draft.quoteFree === "no";
  return (
    <div className="grid gap-7">
      {PRICE_LISTS.map((p) => (
        <PriceRows key={p.list} {...p} draft={draft} errors={errors} />
      ))}
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-slate-900">Devis</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="quoteFree" value="yes" defaultChecked={!paid} className="size-4 accent-copper-600" />
            Devis gratuit
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="quoteFree" value="no" defaultChecked={paid} className="size-4 accent-copper-600" />
            Devis payant
          </label>
        </div>
        <TextField
          label="Prix du devis payant (€ TTC)"
          name="quotePrice"
          defaultValue={draft.quotePrice}
          error={errors.quotePrice}
          inputMode="decimal"
          className="max-w-56"
        />
      </fieldset>
      <p className="text-xs text-slate-500">
        Montants TTC en euros, par exemple 55, 55,50 ou 1 234,50. Videz une ligne pour la retirer.
      </p>
    </div>
  );
}

export function DecennaleFields({ draft, errors }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Assureur"
        name="decennaleInsurer"
        defaultValue={draft.decennaleInsurer}
        error={errors.decennaleInsurer}
        hint="Nom et adresse, ex. SMABTP, 8 rue Louis Armand, 75015 Paris."
        maxLength={LIMITS.text}
        className="sm:col-span-2"
      />
      <TextField
        label="Numéro de contrat"
        name="decennaleContract"
        defaultValue={draft.decennaleContract}
        error={errors.decennaleContract}
        maxLength={LIMITS.text}
      />
      <TextField
        label="Couverture géographique"
        name="decennaleCoverage"
        defaultValue={draft.decennaleCoverage}
        error={errors.decennaleCoverage}
        hint="Ex. France métropolitaine."
        maxLength={LIMITS.text}
      />
    </div>
  );
}

export function QualificationsFields({ draft, errors }: FieldsProps) {
  const rows = withBlankRows(draft.qualifications, { name: "", number: "", validUntil: "" }, 2, MAX_QUALIFICATIONS);
  return (
    <div className="grid gap-2">
      <div className="hidden grid-cols-[minmax(0,1fr)_10rem_10rem] gap-2 text-xs font-medium text-slate-600 sm:grid" aria-hidden>
        <span>Qualification</span>
        <span>Numéro</span>
        <span>Valable jusqu'au</span>
      </div>
      {rows.map((row, index) => {
        const field = `qualifications.${index}`;
        const n = index + 1;
        return (
          <div
            key={field}
            className="grid gap-2 rounded-xl border border-slate-200 p-2.5 sm:grid-cols-[minmax(0,1fr)_10rem_10rem] sm:rounded-none sm:border-0 sm:p-0"
          >
            <RowInput
              name={`${field}.name`}
              label={`Qualification ${n}\u00a0: nom`}
              type="text"
              placeholder={index === 0 ? "Qualibat 3111 – Couverture en tuiles" : undefined}
              defaultValue={row.name}
              error={errors[`${field}.name`]}
            />
            <RowInput
              name={`${field}.number`}
              label={`Qualification ${n}\u00a0: numéro`}
              type="text"
              defaultValue={row.number}
              error={errors[`${field}.number`]}
            />
            <RowInput
              name={`${field}.validUntil`}
              label={`Qualification ${n}\u00a0: valable jusqu'au`}
              type="date"
              defaultValue={row.validUntil}
              error={errors[`${field}.validUntil`]}
            />
          </div>
        );
      })}
      <FieldError id="field-qualifications-error" message={errors.qualifications} />
      <p className="text-xs text-slate-500">
        Une qualification disparaît du site le lendemain de sa date de fin. Videz une ligne pour la retirer.
      </p>
    </div>
  );
}
