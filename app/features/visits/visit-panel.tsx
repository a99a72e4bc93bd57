/**
 * The lead page's 'Visite' panel (docs/product.md#visits): 'Planifier la visite' (date, time,
 * duration, a note for the customer), then the visit with 'Déplacer' and 'Annuler la visite'; a
 * customer's pick waits for 'Confirmer ce créneau' or another slot. Plain forms posted to their own
 * route: all of it works without scripts. A post reloads the whole page, so the other panels
 * ('Après l'appel' and its status) show the request as it now stands. The customer's booking
 * address, to send him.
 */
import { CalendarCheck2, CalendarClock, CalendarX2, Hourglass, Link2, Send } from "lucide-react";
import { Form, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label, Select, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/utils";
import { VISIT_DURATION_CHOICES, VISIT_INTENTS, VISIT_NOTE_MAX_LENGTH } from "./visit-form";
import { frenchDuration, frenchSpan } from "./visit-time";
import { leadVisitPath, VISIT_ANCHOR, type VisitPanelData, type VisitView } from "./visit-types";

/** The lead route's id, whose loader carries `visitPanel`. */
const LEAD_ROUTE_ID = "routes/admin/lead";

const pad = (n: number) => String(n).padStart(2, "0");

/** The Paris 'HH:MM' of an instant, for the form's default. */
function parisHHMM(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Paris",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return `${pad(get("hour"))}:${pad(get("minute"))}`;
}

const minutesBetween = (v: VisitView) => Math.round((Date.parse(v.endsAt) - Date.parse(v.startsAt)) / 60_000);

function VisitFields({
  leadId,
  visit,
  defaultDuration,
  intent,
  submit,
}: {
  leadId: string;
  visit: VisitView | null;
  defaultDuration: number;
  intent: string;
  submit: string;
}) {
  const duration = visit ? minutesBetween(visit) : defaultDuration;
  const durations = [...new Set<number>([...VISIT_DURATION_CHOICES, duration])].sort((a, b) => a - b);
  const id = (name: string) => `visit-${intent}-${name}`;
  return (
    <Form reloadDocument method="post" action={leadVisitPath(leadId)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={id("day")}>Date</Label>
          <Input id={id("day")} type="date" name="day" required defaultValue={visit?.day ?? ""} className="h-12" />
        </div>
        <div>
          <Label htmlFor={id("time")}>Heure</Label>
          <Input
            id={id("time")}
            type="time"
            name="time"
            required
            step={300}
            defaultValue={visit ? parisHHMM(visit.startsAt) : ""}
            className="h-12"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={id("duration")}>Durée prévue</Label>
        <Select id={id("duration")} name="duration" defaultValue={String(duration)} className="h-12">
          {durations.map((m) => (
            <option key={m} value={m}>
              {frenchDuration(m)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={id("note")}>Un mot pour le client</Label>
        <Textarea
          id={id("note")}
          name="note"
          rows={3}
          maxLength={VISIT_NOTE_MAX_LENGTH}
          defaultValue={visit?.note ?? ""}
          className="min-h-20"
          placeholder="Ex. : prévoir l'accès aux combles."
        />
        <p className="mt-1.5 text-xs text-slate-500">Figure dans l'invitation envoyée par e-mail.</p>
      </div>
      <Button type="submit" className="w-full">
        <Send aria-hidden />
        {submit}
      </Button>
    </Form>
  );
}

function CancelForm({ leadId }: { leadId: string }) {
  return (
    <Form reloadDocument method="post" action={leadVisitPath(leadId)}>
      <input type="hidden" name="intent" value={VISIT_INTENTS.cancel} />
      <Button type="submit" variant="outline" className="w-full text-red-700 hover:text-red-800">
        <CalendarX2 aria-hidden />
        Annuler la visite
      </Button>
    </Form>
  );
}

export function VisitPanel({ leadId, className }: { leadId: string; className?: string }) {
  const loaded = useRouteLoaderData(LEAD_ROUTE_ID) as { visitPanel?: VisitPanelData } | undefined;
  const panel = loaded?.visitPanel;
  if (!panel) return null;
  const { visit } = panel;
  const proposed = visit?.status === "proposed";
  return (
    <Card id={VISIT_ANCHOR} role="region" aria-labelledby="visit-title" className={cn("scroll-mt-24 p-5 sm:p-6", className)}>
      <h2 id="visit-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <CalendarClock aria-hidden className="size-5 text-copper-600" />
        Visite technique
      </h2>

      {visit ? (
        <div className="mt-4 space-y-4">
          <div
            className={cn(
              "rounded-lg border px-4 py-3",
              proposed ? "border-amber-200 bg-amber-50 text-amber-950" : "border-emerald-200 bg-emerald-50 text-emerald-950",
            )}
            data-testid="visit-status"
          >
            <p className="flex items-center gap-2 text-sm font-semibold">
              {proposed ? <Hourglass aria-hidden className="size-4" /> : <CalendarCheck2 aria-hidden className="size-4" />}
              {proposed ? "Créneau choisi par le client, à confirmer" : "Visite planifiée"}
            </p>
            <p className="mt-1 text-base font-semibold first-letter:uppercase">{frenchSpan(visit.startsAt, visit.endsAt)}</p>
            {visit.note ? <p className="mt-1 whitespace-pre-line text-sm">{visit.note}</p> : null}
          </div>
          {proposed ? (
            <Form reloadDocument method="post" action={leadVisitPath(leadId)}>
              <input type="hidden" name="intent" value={VISIT_INTENTS.confirm} />
              <Button type="submit" className="w-full">
                <CalendarCheck2 aria-hidden />
                Confirmer ce créneau
              </Button>
            </Form>
          ) : null}
          <details className="group rounded-lg border border-slate-200 open:pb-4 [&>*:not(summary)]:px-4">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-ink">
              {proposed ? "Proposer un autre créneau" : "Déplacer la visite"}
            </summary>
            <VisitFields
              leadId={leadId}
              visit={visit}
              defaultDuration={panel.defaultDurationMinutes}
              intent={VISIT_INTENTS.move}
              submit={proposed ? "Proposer ce créneau" : "Déplacer et prévenir le client"}
            />
          </details>
          <CancelForm leadId={leadId} />
        </div>
      ) : (
        <div className="mt-4">
          <h3 className="mb-3 text-sm font-semibold text-slate-600">Planifier la visite</h3>
          <VisitFields
            leadId={leadId}
            visit={null}
            defaultDuration={panel.defaultDurationMinutes}
            intent={VISIT_INTENTS.plan}
            submit="Planifier la visite"
          />
        </div>
      )}

      {panel.bookingUrl && !visit ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <Label htmlFor="visit-booking-url" className="flex items-center gap-1.5">
            <Link2 aria-hidden className="size-4 text-copper-600" />
            Lien pour que le client choisisse lui-même
          </Label>
          <Input
            id="visit-booking-url"
            readOnly
            value={panel.bookingUrl}
            className="text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      ) : null}

      {panel.earlier.length > 0 ? (
        <ul className="mt-5 space-y-1 border-t border-slate-100 pt-4 text-sm text-slate-600">
          {panel.earlier.map((v) => (
            <li key={v.id}>
              <span className="first-letter:uppercase">{frenchSpan(v.startsAt, v.endsAt)}</span>
              {v.status === "cancelled" ? " — annulée" : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
