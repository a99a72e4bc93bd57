/** The lead page's forms: status, call-back date, note, deletion (docs/product.md#lead-page). Each works without JavaScript. */
import { AlertTriangle, CalendarClock, MessageSquareText, Trash2 } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type LeadView } from "./format";
import { LEAD_STATUSES, LOST_REASONS, NOTE_MAX_LENGTH } from "./pipeline";

function FormError({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

const selectClass =
  "mt-1.5 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-copper-500 focus:ring-2 focus:ring-copper-500/30 focus:outline-none";

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function StatusForm({ lead, error }: { lead: LeadView; error: string | null }) {
  const busy = useBusy("status");
  // Without scripts the reason list is always shown; with them, only for 'Perdu'.
  const hydrated = useHydrated();
  const [status, setStatus] = useState<string>(lead.status);
  const showReason = !hydrated || status === "perdu";
  return (
    <Form method="post" className="mt-4" aria-describedby={error ? "status-error" : undefined}>
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="lead-status" className="text-sm font-medium text-slate-700">
        Statut
      </label>
      <select
        id="lead-status"
        name="status"
        defaultValue={lead.status}
        onChange={(e) => setStatus(e.target.value)}
        className={selectClass}
      >
        {LEAD_STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {showReason ? (
        <div className="mt-3">
          <label htmlFor="lead-lost-reason" className="text-sm font-medium text-slate-700">
            Raison de la perte {hydrated ? "" : "(si perdue)"}
          </label>
          <select
            id="lead-lost-reason"
            name="lostReason"
            defaultValue={lead.lostReason ?? ""}
            required={hydrated}
            aria-invalid={error ? true : undefined}
            className={selectClass}
          >
            <option value="">Choisir…</option>
            {LOST_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FormError id="status-error">{error}</FormError>
      <Button type="submit" variant="dark" className="mt-3 w-full" disabled={busy}>
        Enregistrer le statut
      </Button>
    </Form>
  );
}

export function FollowUpForm({ lead, error }: { lead: LeadView; error: string | null }) {
  const busy = useBusy("follow-up");
  return (
    <Form method="post" className="mt-6 border-t border-slate-100 pt-5">
      <input type="hidden" name="intent" value="follow-up" />
      <label htmlFor="lead-follow-up" className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <CalendarClock aria-hidden className="size-4 text-slate-400" />À rappeler le
      </label>
      <input
        id="lead-follow-up"
        type="date"
        name="followUpOn"
        defaultValue={lead.followUpOn ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "follow-up-error" : undefined}
        className={selectClass}
      />
      <FormError id="follow-up-error">{error}</FormError>
      <div className="mt-3 flex gap-2">
        <Button type="submit" variant="outline" className="flex-1" disabled={busy}>
          Enregistrer
        </Button>
        {lead.followUpOn ? (
          <Button type="submit" name="followUpOn" value="" variant="ghost" disabled={busy}>
            Retirer
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

export function NoteForm({ error }: { error: string | null }) {
  const busy = useBusy("note");
  return (
    <Form method="post" className="mt-6 border-t border-slate-100 pt-5">
      <input type="hidden" name="intent" value="note" />
      <label htmlFor="lead-note" className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <MessageSquareText aria-hidden className="size-4 text-slate-400" />
        Ajouter une note
      </label>
      <textarea
        id="lead-note"
        name="note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        required
        placeholder="Appel passé, visite prévue mardi, devis à envoyer…"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "note-error" : undefined}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-copper-500 focus:ring-2 focus:ring-copper-500/30 focus:outline-none"
      />
      <FormError id="note-error">{error}</FormError>
      <Button type="submit" variant="dark" className="mt-3" disabled={busy}>
        Ajouter la note
      </Button>
    </Form>
  );
}

export function DeleteLead({ lead, error, className }: { lead: LeadView; error: string | null; className?: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useBusy("delete");
  return (
    <Card className={cn("border-red-100 p-5 sm:p-6", className)}>
      <h2 className="text-base font-semibold text-ink">Supprimer la demande</h2>
      <p className="mt-1 text-sm text-slate-600">La demande, ses notes et ses e-mails sont effacés définitivement.</p>
      <FormError id="delete-error">{error}</FormError>
      <ConfirmDialog
        title={`Supprimer la demande ${lead.reference} ?`}
        description={
          <>
            La demande de {`${lead.firstName} ${lead.lastName}`.trim()}, ses notes et son historique seront définitivement
            supprimés.
          </>
        }
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => void submit({ intent: "delete" }, { method: "post" })}
        trigger={
          <Button
            variant="outline"
            className="mt-4 w-full border-red-200 text-red-700 hover:bg-red-50"
            disabled={!hydrated || busy}
          >
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        }
      />
    </Card>
  );
}
