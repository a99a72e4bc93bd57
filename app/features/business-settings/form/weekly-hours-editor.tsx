/**
 * The opening hours of the 'Réglages' form: per day, its ranges, each with 'Retirer', and 'Ajouter une plage';
 * Monday also 'Copier sur lundi–vendredi' (a row button: the server copies, with or without JavaScript).
 */
import { CopyCheck, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/input";
import { LIMITS } from "../limits";
import type { SettingsDraft, SettingsErrors } from "../types";
import { DAY_LABELS, WEEK_DAYS } from "../week";
import { AddButton, RowButton, RowInput } from "./fields";

export function WeeklyHoursEditor({ hours, errors }: { hours: SettingsDraft["hours"]; errors: SettingsErrors }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {WEEK_DAYS.map((day) => {
        const ranges = hours[day];
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
                  <div
                    key={field}
                    className="grid w-full max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-start gap-2"
                  >
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
                    <RowButton
                      value={`remove-range:${day}:${index}`}
                      label={`Retirer la plage ${index + 1} du ${dayLabel.toLowerCase()}`}
                    >
                      <X aria-hidden />
                    </RowButton>
                  </div>
                );
              })}
              <FieldError id={`field-hours.${day}-error`} message={errors[`hours.${day}`]} />
              <div className="-ml-2 flex flex-wrap items-center gap-x-1 gap-y-1">
                <AddButton quiet value={`add-range:${day}`} disabled={ranges.length >= LIMITS.rangesPerDay}>
                  <span>
                    Ajouter une plage<span className="sr-only"> le {dayLabel.toLowerCase()}</span>
                  </span>
                </AddButton>
                {day === "monday" ? (
                  <Button
                    type="submit"
                    name="intent"
                    value="copy-monday"
                    variant="ghost"
                    size="sm"
                    formNoValidate
                    className="h-8 px-2 text-copper-700 hover:bg-copper-50"
                    title="Remplace les horaires du mardi au vendredi par ceux du lundi"
                  >
                    <CopyCheck aria-hidden />
                    Copier sur lundi–vendredi
                  </Button>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
