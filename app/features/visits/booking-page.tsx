/**
 * The customer's page to pick his site visit, `/visite/{token}` (docs/product.md#visits): the
 * free slots of the next three weeks, day by day, one tap each (a plain form: no script needed);
 * then his visit, with 'Changer' and 'Annuler'. An unknown or revoked link says so.
 */
import { CalendarCheck2, CalendarClock, CalendarX2, Hourglass, Phone, SearchX } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import type { SlotDay } from "./slots";
import { slotValue } from "./visit-form";
import { frenchDayOf, frenchSpan } from "./visit-time";
import type { VisitView } from "./visit-types";

export const BOOKING_MESSAGES = {
  title: "Choisir un créneau de visite",
  unknownTitle: "Lien introuvable",
  unknownText: "Ce lien de réservation n'existe pas ou n'est plus valable. Vérifiez qu'il est complet, ou appelez-nous.",
  noSlot: "Aucun créneau libre dans les trois prochaines semaines. Appelez-nous\u00a0: nous trouverons un moment ensemble.",
} as const;

export type BookingView =
  | { kind: "unknown" }
  | { kind: "page"; reference: string; firstName: string; visit: VisitView | null; changing: boolean; days: SlotDay[] };

export interface BookingAnswer {
  ok: boolean;
  message: string;
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="container-page max-w-2xl py-10 sm:py-16">{children}</div>;
}

function Slots({ days, intent }: { days: SlotDay[]; intent: "book" | "change" }) {
  if (days.length === 0) return <p className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-700">{BOOKING_MESSAGES.noSlot}</p>;
  return (
    <Form method="post" className="mt-6 space-y-6">
      <input type="hidden" name="intent" value={intent} />
      {days.map((d) => (
        <fieldset key={d.day}>
          <legend className="text-base font-semibold text-ink first-letter:uppercase">
            {frenchDayOf(d.day).replace(/ \d{4}$/, "")}
          </legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {d.slots.map((s) => (
              <button
                key={s.startsAt}
                type="submit"
                name="slot"
                value={slotValue(s)}
                aria-label={`${frenchDayOf(d.day)} à ${s.time.replace(":", "h")}`}
                className="min-h-12 rounded-lg border border-slate-300 bg-white text-base font-semibold text-ink tabular-nums shadow-sm transition-colors hover:border-copper-600 hover:bg-copper-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-600"
              >
                {s.time.replace(":", "h")}
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </Form>
  );
}

export function BookingPage({ view, answer }: { view: BookingView; answer: BookingAnswer | null }) {
  const site = useSite();
  if (view.kind === "unknown")
    return (
      <Shell>
        <div className="flex flex-col items-center text-center">
          <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600 [&_svg]:size-8">
            <SearchX aria-hidden />
          </span>
          <h1 className="mt-6 text-3xl font-bold text-balance">{BOOKING_MESSAGES.unknownTitle}</h1>
          <p className="mt-4 max-w-md text-lg text-slate-600">{BOOKING_MESSAGES.unknownText}</p>
          <Link to="/" className={cn(buttonVariants({ variant: "outline", size: "lg" }), "mt-8")}>
            Retour au site
          </Link>
        </div>
      </Shell>
    );
  const { visit } = view;
  const greeting = view.firstName ? `Bonjour ${view.firstName},` : "Bonjour,";
  return (
    <Shell>
      <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">Demande {view.reference}</p>
      <h1 className="mt-2 flex items-center gap-3 text-3xl font-bold text-balance sm:text-4xl">
        <CalendarClock aria-hidden className="size-8 shrink-0 text-copper-600" />
        {visit && !view.changing ? "Votre visite technique" : BOOKING_MESSAGES.title}
      </h1>
      {answer ? (
        <p
          role={answer.ok ? "status" : "alert"}
          className={cn(
            "mt-6 rounded-xl border px-4 py-3 text-base font-medium",
            answer.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800",
          )}
        >
          {answer.message}
        </p>
      ) : null}

      {visit ? (
        <section aria-label="Votre visite" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
            {visit.status === "proposed" ? (
              <Hourglass aria-hidden className="size-4 text-amber-600" />
            ) : (
              <CalendarCheck2 aria-hidden className="size-4 text-emerald-700" />
            )}
            {visit.status === "proposed" ? "En attente de confirmation" : "Confirmée"}
          </p>
          <p className="mt-2 text-xl font-bold text-ink first-letter:uppercase">{frenchSpan(visit.startsAt, visit.endsAt)}</p>
          {visit.status === "proposed" ? (
            <p className="mt-2 text-slate-600">
              Nous vous confirmons ce créneau par e-mail, avec l'invitation pour votre agenda.
            </p>
          ) : null}
          {view.changing ? null : (
            <div className="mt-5 grid grid-cols-2 gap-3">
              <Link to="?changer=1" className={buttonVariants({ variant: "outline", size: "lg" })}>
                Changer
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="outline" size="lg" className="w-full text-red-700">
                  <CalendarX2 aria-hidden />
                  Annuler
                </Button>
              </Form>
            </div>
          )}
        </section>
      ) : null}

      {!visit || view.changing ? (
        <>
          <p className="mt-6 text-lg text-slate-700">
            {visit
              ? "Choisissez le nouveau créneau\u00a0:"
              : `${greeting} choisissez le moment où nous passons voir votre chantier\u00a0:`}
          </p>
          <Slots days={view.days} intent={visit ? "change" : "book"} />
          {visit ? (
            <Link to="." className={cn(buttonVariants({ variant: "ghost" }), "mt-4")}>
              Garder mon créneau actuel
            </Link>
          ) : null}
        </>
      ) : null}

      <p className="mt-10 flex items-center gap-2 text-slate-600">
        <Phone aria-hidden className="size-4 text-copper-600" />
        Une question&nbsp;?{" "}
        <a href={phoneHref(site.phone)} className="font-semibold whitespace-nowrap text-copper-700">
          {site.phone}
        </a>
      </p>
    </Shell>
  );
}
