/**
 * The dashboard's 'À traiter' (docs/product.md#to-handle): each request one tap
 * from its page, grouped by what it asks of the owner. The failed e-mails come
 * with it (FailedNotificationsBanner, rendered by the page inside this section).
 */
import { CalendarClock, CheckCircle2, ChevronRight, Inbox, PhoneCall, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatFrenchDateTime } from "~/lib/dates";
import { frenchPlural } from "~/lib/plural";
import { cn } from "~/lib/utils";
import { LEAD_INBOX_PATH } from "./paths";
import { formatFrenchDay } from "./pipeline";

export interface ToHandleLeadView {
  id: string;
  reference: string;
  name: string;
  city: string;
  createdAt: string;
  followUpOn: string | null;
}

export interface ToHandleView {
  today: string;
  urgentCallbacks: { total: number; leads: ToHandleLeadView[] };
  newRequests: { total: number; leads: ToHandleLeadView[] };
  followUpsDue: { total: number; leads: ToHandleLeadView[] };
}

function followUpNote(day: string, today: string): string {
  return day === today ? "À rappeler aujourd'hui" : `En retard : à rappeler le ${formatFrenchDay(day)}`;
}

export function ToHandlePanel({ work, failedTotal, failed }: { work: ToHandleView; failedTotal: number; failed: ReactNode }) {
  const total = work.urgentCallbacks.total + work.newRequests.total + work.followUpsDue.total + failedTotal;
  return (
    <section aria-labelledby="to-handle-title" className="mb-8">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="to-handle-title" className="text-lg font-bold text-ink sm:text-xl">
          À traiter
        </h2>
        {total > 0 ? (
          <span className="rounded-full bg-copper-600 px-2.5 py-0.5 text-sm font-semibold tabular-nums text-white">{total}</span>
        ) : null}
      </div>
      {failed}
      {total === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-emerald-600" />
          Rien à traiter&nbsp;: chaque demande a reçu une suite.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <Group
            id="urgent"
            title="Rappels urgents"
            empty="Aucun rappel urgent en attente."
            icon={PhoneCall}
            tone="red"
            group={work.urgentCallbacks}
            note={(lead) => `Demandé le ${formatFrenchDateTime(lead.createdAt)}`}
            more={`${LEAD_INBOX_PATH}?filtre=nouveau`}
          />
          <Group
            id="new"
            title="Nouvelles demandes"
            empty="Aucune nouvelle demande."
            icon={Inbox}
            tone="copper"
            group={work.newRequests}
            note={(lead) => `Reçue le ${formatFrenchDateTime(lead.createdAt)}${lead.city ? ` · ${lead.city}` : ""}`}
            more={`${LEAD_INBOX_PATH}?filtre=nouveau`}
          />
          <Group
            id="follow-ups"
            title="À rappeler"
            empty="Aucun rappel prévu aujourd'hui."
            icon={CalendarClock}
            tone="amber"
            group={work.followUpsDue}
            note={(lead) => (lead.followUpOn ? followUpNote(lead.followUpOn, work.today) : "")}
            late={(lead) => lead.followUpOn !== null && lead.followUpOn < work.today}
            more={`${LEAD_INBOX_PATH}?filtre=a-rappeler`}
          />
        </div>
      )}
    </section>
  );
}

const TONES = {
  red: { icon: "bg-red-50 text-red-700 ring-red-100", count: "bg-red-600 text-white" },
  copper: { icon: "bg-copper-50 text-copper-700 ring-copper-100", count: "bg-copper-600 text-white" },
  amber: { icon: "bg-amber-50 text-amber-700 ring-amber-100", count: "bg-amber-500 text-white" },
} as const;

function Group({
  id,
  title,
  empty,
  icon: Icon,
  tone,
  group,
  note,
  late,
  more,
}: {
  id: string;
  title: string;
  empty: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  group: { total: number; leads: ToHandleLeadView[] };
  note: (lead: ToHandleLeadView) => string;
  late?: (lead: ToHandleLeadView) => boolean;
  more: string;
}) {
  const hidden = group.total - group.leads.length;
  const colors = TONES[tone];
  return (
    <div
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[var(--shadow-card)]"
      data-testid={`to-handle-${id}`}
    >
      <h3 className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 text-sm font-semibold text-ink sm:px-5">
        <span className={cn("grid size-8 shrink-0 place-items-center rounded-lg ring-1", colors.icon)} aria-hidden>
          <Icon className="size-4" />
        </span>
        <span className="flex-1">{title}</span>
        <span
          className={cn(
            "min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums",
            group.total > 0 ? colors.count : "bg-slate-100 text-slate-500",
          )}
        >
          {group.total}
        </span>
      </h3>
      {group.total === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500 sm:px-5">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {group.leads.map((lead) => (
            <li key={lead.id}>
              <Link
                to={`${LEAD_INBOX_PATH}/${encodeURIComponent(lead.id)}`}
                className="group flex min-h-14 items-center gap-3 px-4 py-2.5 transition-colors hover:bg-slate-50 sm:px-5"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-ink">{lead.name || "Demande"}</span>
                  <span
                    className={cn(
                      "mt-0.5 block text-xs leading-snug",
                      late?.(lead) ? "font-semibold text-red-700" : "text-slate-500",
                    )}
                  >
                    <span className="font-mono">{lead.reference}</span> · {note(lead)}
                  </span>
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-copper-600"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <Link
          to={more}
          className="mt-auto flex min-h-11 items-center border-t border-slate-100 px-4 text-sm font-semibold text-copper-700 hover:bg-copper-50/60 sm:px-5"
        >
          … et {hidden} {frenchPlural(hidden, "autre")}
        </Link>
      ) : null}
    </div>
  );
}
