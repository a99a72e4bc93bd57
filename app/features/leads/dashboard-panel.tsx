/**
 * The dashboard's part about requests (docs/product.md#admin-dashboard): the
 * banner of notifications that could not be sent, with 'Renvoyer' (a plain
 * form post: works without JavaScript), and the last 30 days' figures.
 */
import { AlertTriangle, ArrowRight, Hourglass, Inbox, RotateCw, Timer, Trophy, type LucideIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatFrenchDateTime } from "~/lib/dates";
import { frenchPlural } from "~/lib/plural";
import { failedNotificationsTitle, formatElapsed } from "./figures";
import { LEAD_INBOX_PATH } from "./paths";

export const RELAUNCH_INTENT = "renvoyer-notifications";

export interface FailedNotificationView {
  leadId: string;
  reference: string;
  name: string;
  error: string | null;
  nextAttemptAt: string | null;
}

export function FailedNotificationsBanner({ total, listed }: { total: number; listed: readonly FailedNotificationView[] }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === RELAUNCH_INTENT;
  if (total === 0) return null;
  const hidden = total - listed.length;
  return (
    <section
      role="alert"
      aria-labelledby="failed-notifications-title"
      className="mb-6 overflow-hidden rounded-2xl border border-red-200 bg-red-50 text-sm text-red-950 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="flex min-w-0 items-start gap-3">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-xl bg-red-100 text-red-700 ring-1 ring-red-200"
            aria-hidden
          >
            <AlertTriangle className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id="failed-notifications-title" className="text-base font-semibold text-red-900">
              {failedNotificationsTitle(total)}
            </h2>
            <p className="mt-0.5 text-red-800">
              {total > 1 ? "Ces demandes sont enregistrées" : "Cette demande est enregistrée"}, mais vous n'en avez pas reçu
              l'e-mail.
            </p>
          </div>
        </div>
        <Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value={RELAUNCH_INTENT} />
          <Button type="submit" variant="danger" className="w-full sm:w-auto" disabled={sending}>
            <RotateCw aria-hidden className={sending ? "animate-spin" : undefined} />
            Renvoyer
          </Button>
        </Form>
      </div>
      <ul className="divide-y divide-red-200/70 border-t border-red-200/70 bg-white/60">
        {listed.map((failed) => (
          <li key={failed.leadId} className="flex flex-col gap-1 px-4 py-3 sm:px-5">
            <Link
              to={`${LEAD_INBOX_PATH}/${encodeURIComponent(failed.leadId)}`}
              className="group inline-flex w-fit items-center gap-1.5 font-semibold text-red-900 underline-offset-4 hover:underline"
            >
              <span className="font-mono text-xs text-red-700">{failed.reference}</span>
              {failed.name || "Demande"}
              <ArrowRight className="size-3.5 transition group-hover:translate-x-0.5" aria-hidden />
            </Link>
            {failed.error ? <p className="break-words font-mono text-xs text-red-700">{failed.error}</p> : null}
            <p className="text-xs text-red-800/80">
              {failed.nextAttemptAt
                ? `Nouvel essai automatique le ${formatFrenchDateTime(failed.nextAttemptAt)}`
                : "Envoi abandonné"}
            </p>
          </li>
        ))}
        {hidden > 0 ? (
          <li className="px-4 py-3 text-xs sm:px-5">
            <Link to={LEAD_INBOX_PATH} className="font-semibold text-red-900 underline underline-offset-4">
              … et {hidden} {frenchPlural(hidden, "autre")}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

export interface LeadFiguresView {
  newRequests: number;
  inProgress: number;
  wonThisMonth: number;
  medianFirstContactMs: number | null;
  contactedCount: number;
}

interface Figure {
  id: string;
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tone: string;
  to?: string;
}

export function LeadFiguresCards({ figures }: { figures: LeadFiguresView }) {
  const items: Figure[] = [
    {
      id: "new",
      label: "Nouvelles demandes",
      value: String(figures.newRequests),
      note: "reçues en 30 jours",
      icon: Inbox,
      tone: "bg-copper-50 text-copper-700 ring-copper-100",
      to: LEAD_INBOX_PATH,
    },
    {
      id: "in-progress",
      label: "En cours",
      value: String(figures.inProgress),
      note: "contactées, visite ou devis",
      icon: Hourglass,
      tone: "bg-sky-50 text-sky-700 ring-sky-100",
      to: `${LEAD_INBOX_PATH}?filtre=en-cours`,
    },
    {
      id: "won",
      label: "Gagnées ce mois-ci",
      value: String(figures.wonThisMonth),
      note: "passées en « Gagné »",
      icon: Trophy,
      tone: "bg-emerald-50 text-emerald-700 ring-emerald-100",
      to: `${LEAD_INBOX_PATH}?filtre=gagne`,
    },
    {
      id: "first-contact",
      label: "Premier contact",
      value: formatElapsed(figures.medianFirstContactMs),
      note:
        figures.contactedCount > 0
          ? `délai médian, ${figures.contactedCount} ${frenchPlural(figures.contactedCount, "demande")}`
          : "délai médian\u00a0: aucune demande contactée",
      icon: Timer,
      tone: "bg-violet-50 text-violet-700 ring-violet-100",
    },
  ];
  return (
    <section aria-labelledby="lead-figures-title" className="mb-8">
      <h2 id="lead-figures-title" className="mb-3 text-sm font-semibold uppercase tracking-wider text-slate-500">
        Les 30 derniers jours
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {items.map((item) => {
          const Icon = item.icon;
          const body = (
            <>
              <span className="flex items-start justify-between gap-2">
                <span className="text-xs font-semibold text-slate-600 sm:text-sm">{item.label}</span>
                <span className={`grid size-8 shrink-0 place-items-center rounded-lg ring-1 sm:size-9 ${item.tone}`} aria-hidden>
                  <Icon className="size-4" />
                </span>
              </span>
              <span className="mt-2 block text-2xl font-bold tabular-nums text-ink sm:text-3xl" data-testid={`figure-${item.id}`}>
                {item.value}
              </span>
              <span className="mt-1 block text-xs text-slate-500">{item.note}</span>
            </>
          );
          const card = "flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-[var(--shadow-card)] sm:p-5";
          return (
            <li key={item.id}>
              {item.to ? (
                <Link
                  to={item.to}
                  className={`${card} transition hover:border-copper-300 hover:shadow-[var(--shadow-card-hover)]`}
                >
                  {body}
                </Link>
              ) : (
                <div className={card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
