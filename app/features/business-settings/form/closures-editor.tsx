/** The exceptional closures of the 'Réglages' form: each a date range with a label and 'Retirer', then 'Ajouter une fermeture'. */
import { X } from "lucide-react";
import { FieldError } from "~/components/ui/input";
import { LIMITS } from "../limits";
import type { SettingsDraft, SettingsErrors } from "../types";
import { AddButton, RowButton, RowInput } from "./fields";

export function ClosuresEditor({ closures, errors }: { closures: SettingsDraft["closures"]; errors: SettingsErrors }) {
  return (
    <div className="grid gap-3">
      {closures.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-500">
          Aucune fermeture prévue.
        </p>
      ) : (
        <ul className="grid gap-3">
          {closures.map((closure, index) => {
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
                      <RowInput
                        name={`${field}.from`}
                        label={`Fermeture ${n} : premier jour`}
                        type="date"
                        defaultValue={closure.from}
                        error={errors[`${field}.from`]}
                      />
                    </div>
                    <div>
                      <p className="mb-1 text-xs font-medium text-slate-600" aria-hidden>
                        Au (inclus)
                      </p>
                      <RowInput
                        name={`${field}.to`}
                        label={`Fermeture ${n} : dernier jour`}
                        type="date"
                        defaultValue={closure.to}
                        error={errors[`${field}.to`]}
                      />
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
        <AddButton value="add-closure" disabled={closures.length >= LIMITS.closures}>
          Ajouter une fermeture
        </AddButton>
      </div>
    </div>
  );
}
