import { CalendarClock, Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import { ARTICLE_FIELDS } from "./form-data";
import { SCHEDULE_FIELD, SCHEDULE_INTENT, SCHEDULE_MESSAGES } from "./schedule";

export interface ScheduleFieldProps {
  /** the article's current schedule: the input's value (Paris wall time) and its words ('3 décembre à 08:00') */
  current?: { value: string; label: string } | null;
  /** a refused 'Programmer': what was posted and why */
  refused?: { value: string; error: string } | null;
}

/**
 * 'Programmer' in the editor's publication card (docs/product.md#article-scheduling):
 * a Paris date and time, posted with the article by the editor's own form
 * (so it works without JavaScript); the server checks it and answers with the
 * message shown under the field.
 */
export function ScheduleField({ current, refused }: ScheduleFieldProps) {
  const id = useId();
  const navigation = useNavigation();
  const [error, setError] = useState(refused?.error ?? null);
  useEffect(() => setError(refused?.error ?? null), [refused]);
  const scheduling = navigation.state !== "idle" && navigation.formData?.get(ARTICLE_FIELDS.intent) === SCHEDULE_INTENT;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="mt-5 border-t border-slate-100 pt-5">
      {current ? (
        <p className="mb-3 flex items-start gap-2 rounded-lg bg-copper-50 px-3 py-2 text-sm font-medium text-copper-800">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {SCHEDULE_MESSAGES.scheduledOn(current.label)}
        </p>
      ) : null}
      <Label htmlFor={`${id}-at`}>{SCHEDULE_MESSAGES.label}</Label>
      <Input
        id={`${id}-at`}
        name={SCHEDULE_FIELD}
        type="datetime-local"
        step={60}
        defaultValue={refused?.value ?? current?.value ?? ""}
        onChange={() => setError(null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <FieldError id={errorId} message={error} />
      <p id={hintId} className="mt-1.5 text-sm text-slate-600">
        L'article est enregistré en brouillon et paraît seul sur le blog à cette heure-là.
      </p>
      <Button
        type="submit"
        variant="outline"
        name={ARTICLE_FIELDS.intent}
        value={SCHEDULE_INTENT}
        disabled={navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post"}
        className="mt-3 w-full"
      >
        {scheduling ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarClock aria-hidden />}
        {SCHEDULE_MESSAGES.schedule}
      </Button>
    </div>
  );
}
