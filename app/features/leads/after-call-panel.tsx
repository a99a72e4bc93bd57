/**
 * The lead page's 'Après l'appel' panel (docs/product.md#lead-page): status (and
 * why it was lost), a note and 'À rappeler le', saved together by one button.
 * With scripts it is a fetcher: the page stays where it is and the timeline
 * updates under it. Without them the form posts and the answer comes back to
 * the panel (#apres-l-appel), with what was typed and the errors.
 */
import { AlertTriangle, CalendarClock, Check, MessageSquareText, PhoneCall, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type LeadView } from "./format";
import { LEAD_INBOX_PATH } from "./paths";
import { LEAD_STATUSES, LOST_REASONS, NOTE_MAX_LENGTH, type AfterCallField } from "./pipeline";

export const AFTER_CALL_INTENT = "after-call";
export const AFTER_CALL_ANCHOR = "apres-l-appel";
/** Sent only by the scripted panel: the answer is data, not a redirect. */
export const IN_PLACE_FIELD = "enPlace";

export interface AfterCallResult {
  intent: typeof AFTER_CALL_INTENT;
  ok: boolean;
  message?: string;
  errors?: Partial<Record<AfterCallField, string>>;
  /** what was posted, given back to the fields after a refusal */
  values?: Partial<Record<AfterCallField, string>>;
}

const FIELD_IDS: Record<AfterCallField, string> = {
  status: "lead-status",
  lostReason: "lead-lost-reason",
  note: "lead-note",
  followUpOn: "lead-follow-up",
};
const FIELD_ORDER: readonly AfterCallField[] = ["status", "lostReason", "note", "followUpOn"];

const controlClass =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink focus:border-copper-500 focus:ring-2 focus:ring-copper-500/30 focus:outline-none aria-[invalid=true]:border-red-400 sm:text-sm";

function FieldError({ field, message }: { field: AfterCallField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${FIELD_IDS[field]}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

function invalidProps(field: AfterCallField, errors: Partial<Record<AfterCallField, string>>) {
  return errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${FIELD_IDS[field]}-error` } : {};
}

export function AfterCallPanel({
  lead,
  returned,
  error = null,
  className,
}: {
  lead: LeadView;
  /** the action's answer to a post made without scripts */
  returned: AfterCallResult | null;
  /** a refusal of another post of the page (the separate status, note, follow-up or retry posts the server still answers) */
  error?: string | null;
  className?: string;
}) {
  const fetcher = useFetcher<AfterCallResult>({ key: `after-call-${lead.id}` });
  const hydrated = useHydrated();
  const result = fetcher.data ?? returned;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const kept = result && !result.ok ? (result.values ?? {}) : {};
  const [status, setStatus] = useState<string>(kept.status ?? lead.status);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);
  const [followUp, setFollowUp] = useState<string>(kept.followUpOn ?? lead.followUpOn ?? "");
  const busy = fetcher.state !== "idle";

  // once saved: the note is in the timeline, its field is empty again; a refusal puts the cursor on the first field in error
  useEffect(() => {
    const data = fetcher.data;
    if (!data || fetcher.state !== "idle") return;
    if (data.ok) {
      if (noteRef.current) noteRef.current.value = "";
      return;
    }
    const first = FIELD_ORDER.find((f) => data.errors?.[f]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }, [fetcher.data, fetcher.state]);

  const showReason = !hydrated || status === "perdu";
  const here = `${LEAD_INBOX_PATH}/${encodeURIComponent(lead.id)}`;

  return (
    <Card
      id={AFTER_CALL_ANCHOR}
      role="region"
      aria-labelledby="after-call-title"
      className={cn("scroll-mt-24 p-5 sm:p-6", className)}
    >
      <h2 id="after-call-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <PhoneCall aria-hidden className="size-5 text-copper-600" />
        Après l'appel
      </h2>
      {error ? (
        <p role="alert" className="mt-3 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      <fetcher.Form method="post" action={`${here}#${AFTER_CALL_ANCHOR}`} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={AFTER_CALL_INTENT} />
        {hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="1" /> : null}

        <div className={cn("grid grid-cols-1 gap-4", showReason && "sm:grid-cols-2 lg:grid-cols-1")}>
          <div>
            <label htmlFor={FIELD_IDS.status} className="text-sm font-medium text-slate-700">
              Statut
            </label>
            <select
              id={FIELD_IDS.status}
              name="status"
              defaultValue={kept.status ?? lead.status}
              onChange={(e) => setStatus(e.target.value)}
              className={cn(controlClass, "h-12")}
              {...invalidProps("status", errors)}
            >
              {LEAD_STATUSES.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
            <FieldError field="status" message={errors.status} />
          </div>
          {showReason ? (
            <div>
              <label htmlFor={FIELD_IDS.lostReason} className="text-sm font-medium text-slate-700">
                Raison de la perte{hydrated ? "" : " (si perdue)"}
              </label>
              <select
                id={FIELD_IDS.lostReason}
                name="lostReason"
                defaultValue={kept.lostReason ?? lead.lostReason ?? ""}
                className={cn(controlClass, "h-12")}
                {...invalidProps("lostReason", errors)}
              >
                <option value="">Choisir…</option>
                {LOST_REASONS.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
              <FieldError field="lostReason" message={errors.lostReason} />
            </div>
          ) : null}
        </div>

        <div>
          <label htmlFor={FIELD_IDS.note} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <MessageSquareText aria-hidden className="size-4 text-slate-400" />
            Note <span className="font-normal text-slate-500">(facultatif)</span>
          </label>
          <textarea
            ref={noteRef}
            id={FIELD_IDS.note}
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            defaultValue={kept.note ?? ""}
            placeholder="Appel passé, visite prévue mardi, devis à envoyer…"
            className={cn(controlClass, "py-2.5")}
            {...invalidProps("note", errors)}
          />
          <FieldError field="note" message={errors.note} />
        </div>

        <div>
          <label htmlFor={FIELD_IDS.followUpOn} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
            <CalendarClock aria-hidden className="size-4 text-slate-400" />À rappeler le
          </label>
          <div className="flex items-stretch gap-2">
            <input
              ref={followUpRef}
              id={FIELD_IDS.followUpOn}
              type="date"
              name="followUpOn"
              defaultValue={kept.followUpOn ?? lead.followUpOn ?? ""}
              onChange={(e) => setFollowUp(e.target.value)}
              className={cn(controlClass, "h-12 min-w-0 flex-1")}
              {...invalidProps("followUpOn", errors)}
            />
            {hydrated && followUp ? (
              <Button
                type="button"
                variant="outline"
                className="mt-1.5 h-12 shrink-0"
                onClick={() => {
                  if (followUpRef.current) followUpRef.current.value = "";
                  setFollowUp("");
                  followUpRef.current?.focus();
                }}
              >
                <X aria-hidden />
                Aucune date
              </Button>
            ) : null}
          </div>
          <FieldError field="followUpOn" message={errors.followUpOn} />
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" variant="dark" className="h-12 w-full sm:w-auto sm:px-8 lg:w-full" disabled={busy}>
            {busy ? "Enregistrement…" : "Enregistrer"}
          </Button>
          <p role="status" className="min-h-5 text-sm font-medium text-emerald-700">
            {result?.ok && !busy ? (
              <span className="inline-flex items-center gap-1.5">
                <Check aria-hidden className="size-4" />
                {result.message}
              </span>
            ) : null}
          </p>
        </div>
      </fetcher.Form>
    </Card>
  );
}
