import { Wallet } from "lucide-react";
import { VAT_RATES, vatRateLabel } from "../content";
import { cn } from "~/lib/utils";
import type { QuoteFormInput } from "../parse-form";
import type { FormBinding } from "./editor-fields";
import { EditorCard } from "./editor-card";
import { Choice, TextArea, TextInput } from "./editor-fields";
import { DEPOSIT_CHOICES } from "./messages";

const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: String(r), label: vatRateLabel(r) }));

/** Travel costs, deposit, payment terms, validity and the estimated start and length of the work. */
export function ConditionsCard({ input, set, text, errorOf }: FormBinding<QuoteFormInput>) {
  return (
    <EditorCard icon={<Wallet />} title="Conditions">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          {...text("travel")}
          label="Frais de déplacement HT (€)"
          hint={"Vide ou 0\u00a0: aucun, le devis le dit."}
          inputMode="decimal"
          autoComplete="off"
          value={input.travel}
          onChange={(v) => set("travel", v)}
        />
        <Choice
          path="travelVatRate"
          label="TVA des frais de déplacement"
          value={input.travelVatRate}
          onChange={(v) => set("travelVatRate", v)}
          options={VAT_OPTIONS}
          error={errorOf("travelVatRate")}
        />
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium text-ink">Acompte</legend>
          <div className="flex flex-wrap gap-2">
            {DEPOSIT_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className={cn(
                  "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium",
                  input.depositKind === choice.value
                    ? "border-copper-500 bg-copper-50 text-copper-900"
                    : "border-slate-300 bg-white",
                )}
              >
                <input
                  type="radio"
                  name="quote-deposit-kind"
                  value={choice.value}
                  checked={input.depositKind === choice.value || (choice.value === "none" && input.depositKind === "")}
                  onChange={() => set("depositKind", choice.value)}
                  className="accent-copper-600"
                />
                {choice.label}
              </label>
            ))}
          </div>
          {input.depositKind === "percent" || input.depositKind === "amount" ? (
            <TextInput
              {...text("depositValue")}
              label={input.depositKind === "percent" ? "Pourcentage du total TTC" : "Montant de l'acompte TTC (€)"}
              inputMode="decimal"
              autoComplete="off"
              value={input.depositValue}
              onChange={(v) => set("depositValue", v)}
              className="mt-3 max-w-60"
            />
          ) : null}
        </fieldset>
        <TextArea
          {...text("paymentTerms")}
          label="Conditions de paiement"
          rows={3}
          value={input.paymentTerms}
          onChange={(v) => set("paymentTerms", v)}
          className="sm:col-span-2"
        />
        <TextInput
          {...text("validityDays")}
          label="Validité (jours)"
          inputMode="numeric"
          autoComplete="off"
          value={input.validityDays}
          onChange={(v) => set("validityDays", v)}
        />
        <TextInput
          {...text("estimatedStart")}
          label="Début estimé des travaux"
          type="date"
          value={input.estimatedStart}
          onChange={(v) => set("estimatedStart", v)}
        />
        <TextInput
          {...text("estimatedDuration")}
          label="Durée estimée"
          placeholder="3 jours, 2 semaines…"
          autoComplete="off"
          value={input.estimatedDuration}
          onChange={(v) => set("estimatedDuration", v)}
        />
      </div>
    </EditorCard>
  );
}
