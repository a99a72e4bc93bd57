import {
  AlertTriangle,
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Clock,
  Camera,
  Download,
  Inbox,
  Mail,
  MailCheck,
  MapPin,
  Phone,
  PhoneCall,
  RotateCw,
  Ruler,
  Search,
  ShieldAlert,
} from "lucide-react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { phoneHref } from "~/config/site";
import { formatFrenchDateTime } from "~/lib/dates";
import { mailtoHref } from "~/lib/email-address";
import { frenchPlural } from "~/lib/plural";
import { cn } from "~/lib/utils";
import {
  FORM_LABELS,
  LEAD_FILTERS,
  notificationLabel,
  projectLabelOf,
  surfaceLabelOf,
  type LeadFilter,
  type LeadView,
} from "./format";
import { formatFrenchDay } from "./pipeline";
import { StatusBadge } from "./status-badge";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { LEAD_CSV_PATH, LEAD_INBOX_PATH } from "./paths";

export const LEAD_INBOX_TITLE = "Demandes de devis";
/** The subject of the reply the inbox's e-mail link starts. */
export const REPLY_SUBJECT = "Votre demande de devis";

export interface LeadInboxProps {
  leads: LeadView[];
  total: number;
  page: number;
  pageCount: number;
  counts: Record<LeadFilter, number>;
  q: string;
  filter: LeadFilter;
}

function queryString(params: { q?: string; filter?: LeadFilter; page?: number }): string {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.filter && params.filter !== "toutes") search.set("filtre", params.filter);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const s = search.toString();
  return s ? `?${s}` : "";
}

/**
 * The admin inbox: every request, newest first (an urgent call-back not yet returned pinned on top), with search,
 * filters and CSV export; each opens its lead page (docs/product.md#leads-inbox).
 */
export function LeadInbox({ leads, total, page, pageCount, counts, q, filter }: LeadInboxProps) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === LEAD_INBOX_PATH;

  return (
    <div className="bg-slate-50">
      <div className="container-page py-10 sm:py-14">
        <Link to={ADMIN_BASE_PATH} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Tableau de bord
        </Link>

        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-bold">{LEAD_INBOX_TITLE}</h1>
            <p className="mt-2 text-slate-600">
              {counts.toutes} {frenchPlural(counts.toutes, "demande reçue", "demandes reçues")} ·{" "}
              <strong className="font-semibold text-copper-700">
                {counts.nouveau} {frenchPlural(counts.nouveau, "nouvelle", "nouvelles")}
              </strong>
            </p>
          </div>
          <a href={`${LEAD_CSV_PATH}${queryString({ q, filter })}`} download className={buttonVariants({ variant: "outline" })}>
            <Download aria-hidden="true" />
            Exporter en CSV
          </a>
        </div>

        <div className="mt-8 flex flex-col gap-4">
          <nav
            aria-label="Filtrer les demandes"
            className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
          >
            {LEAD_FILTERS.map((f) => {
              const active = f.value === filter;
              return (
                <Link
                  key={f.value}
                  to={`${LEAD_INBOX_PATH}${queryString({ q, filter: f.value })}`}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3.5 text-sm font-medium whitespace-nowrap transition-colors",
                    active ? "bg-ink text-white" : "text-slate-700 hover:bg-white hover:shadow-sm",
                  )}
                >
                  {f.label}
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      active ? "bg-white/15 text-white" : "bg-slate-200 text-slate-700",
                    )}
                  >
                    {counts[f.value]}
                  </span>
                </Link>
              );
            })}
          </nav>

          <Form method="get" role="search" className="flex w-full gap-2 lg:max-w-xl">
            {filter !== "toutes" ? <input type="hidden" name="filtre" value={filter} /> : null}
            <label htmlFor="lead-search" className="sr-only">
              Rechercher une demande
            </label>
            <div className="relative flex-1 lg:w-96">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id="lead-search"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                placeholder="Nom, e-mail, téléphone…"
                className="pl-9"
              />
            </div>
            <Button type="submit" variant="dark" disabled={searching}>
              Rechercher
            </Button>
          </Form>
        </div>

        {q ? (
          <p className="mt-4 text-sm text-slate-600">
            {total} {frenchPlural(total, "résultat")} pour « {q} » ·{" "}
            <Link
              to={`${LEAD_INBOX_PATH}${queryString({ filter })}`}
              className="font-medium text-copper-700 underline underline-offset-2"
            >
              Effacer la recherche
            </Link>
          </p>
        ) : null}

        {leads.length === 0 ? (
          <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
            <Inbox aria-hidden="true" className="size-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold text-ink">
              {q ? "Aucune demande ne correspond à votre recherche." : "Aucune demande pour le moment."}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              Les demandes des formulaires de contact et de devis gratuit apparaîtront ici.
            </p>
          </Card>
        ) : (
          <ul className="mt-8 space-y-4" aria-label="Demandes">
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} />
              </li>
            ))}
          </ul>
        )}

        {pageCount > 1 ? (
          <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
            <PageLink to={page > 1 ? `${LEAD_INBOX_PATH}${queryString({ q, filter, page: page - 1 })}` : null} rel="prev">
              <ChevronLeft aria-hidden="true" />
              Précédent
            </PageLink>
            <p className="text-sm text-slate-600">
              Page {page} sur {pageCount}
            </p>
            <PageLink to={page < pageCount ? `${LEAD_INBOX_PATH}${queryString({ q, filter, page: page + 1 })}` : null} rel="next">
              Suivant
              <ChevronRight aria-hidden="true" />
            </PageLink>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-50")}
      >
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className={buttonVariants({ variant: "outline", size: "sm" })}>
      {children}
    </Link>
  );
}

function NotificationStatus({ lead }: { lead: LeadView }) {
  const n = lead.notification;
  const fetcher = useFetcher();
  if (lead.spam) {
    return (
      <Badge variant="danger">
        <ShieldAlert aria-hidden="true" />
        Spam : non envoyée
      </Badge>
    );
  }
  if (n.status === "sent") {
    return (
      <Badge variant="success" title={n.sentAt ? `Envoyée le ${formatFrenchDateTime(n.sentAt)}` : undefined}>
        <MailCheck aria-hidden="true" />
        Notification {notificationLabel(n)}
      </Badge>
    );
  }
  if (n.status === "failed") {
    const retrying = fetcher.state !== "idle";
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="danger">
            <AlertTriangle aria-hidden="true" />
            Notification : échec
          </Badge>
          <span className="text-xs text-slate-600">
            {n.nextAttemptAt
              ? `Nouvel essai le ${formatFrenchDateTime(n.nextAttemptAt)} (${n.attempts} ${frenchPlural(n.attempts, "essai")})`
              : `Abandonnée après ${n.attempts} essais`}
          </span>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={lead.id} />
            <Button type="submit" variant="link" size="sm" className="h-auto text-xs" disabled={retrying}>
              <RotateCw aria-hidden="true" />
              Relancer l'envoi
            </Button>
          </fetcher.Form>
        </div>
        {n.lastError ? <p className="max-w-prose break-words font-mono text-xs text-red-700">{n.lastError}</p> : null}
      </div>
    );
  }
  return (
    <Badge variant="default">
      <Clock aria-hidden="true" />
      Notification {notificationLabel(n)}
    </Badge>
  );
}

function LeadCard({ lead }: { lead: LeadView }) {
  // an emergency call-back has one name field, kept as the last name
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const project = lead.project ? projectLabelOf(lead) : null;
  const isNew = lead.status === "nouveau";
  const pinned = isNew && lead.urgent && !lead.spam;
  return (
    <Card className={cn("overflow-hidden", !isNew && "bg-white/70", pinned && "ring-2 ring-red-200")}>
      {pinned ? (
        <p className="flex items-center gap-2 bg-red-600 px-5 py-2 text-sm font-semibold text-white sm:px-6">
          <PhoneCall aria-hidden="true" className="size-4" />
          Rappel urgent à passer
        </p>
      ) : null}
      <article
        aria-label={name}
        data-pinned={pinned ? "true" : undefined}
        className={cn(
          "p-5 sm:p-6",
          isNew && !lead.spam && (pinned ? "border-l-4 border-red-500" : "border-l-4 border-copper-500"),
        )}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className={cn("text-lg font-semibold", isNew ? "text-ink" : "text-slate-700")}>
                <Link to={`${LEAD_INBOX_PATH}/${lead.id}`} className="hover:text-copper-700 hover:underline">
                  {name}
                </Link>
              </h2>
              <StatusBadge status={lead.status} lostReason={lead.lostReason} />
              {lead.urgent ? <Badge variant="danger">Urgent</Badge> : null}
              <Badge variant={lead.form === "quote" ? "accent" : lead.form === "callback" ? "danger" : "outline"}>
                {FORM_LABELS[lead.form]}
              </Badge>
              {project ? <Badge variant="dark">{project}</Badge> : null}
              {lead.spam ? <Badge variant="danger">Spam</Badge> : null}
            </div>
            <p className="mt-1 text-sm text-slate-500">
              <span className="font-mono text-slate-600">{lead.reference}</span> ·{" "}
              <time dateTime={lead.createdAt}>{formatFrenchDateTime(lead.createdAt)}</time>
              {lead.sourcePath ? <> · depuis {lead.sourcePath}</> : null}
              {lead.followUpOn ? <> · à rappeler le {formatFrenchDay(lead.followUpOn)}</> : null}
            </p>
          </div>
          <Link
            to={`${LEAD_INBOX_PATH}/${lead.id}`}
            aria-label={`Ouvrir la demande ${lead.reference} de ${name}`}
            className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0 max-sm:h-11")}
          >
            Ouvrir
            <ChevronRight aria-hidden="true" />
          </Link>
        </div>

        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm">
          <a
            href={phoneHref(lead.phone)}
            className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-copper-700 transition-colors hover:bg-copper-50"
          >
            <Phone aria-hidden="true" className="size-4" />
            {lead.phone}
          </a>
          {/* an emergency call-back gives no address */}
          {lead.email ? (
            <a
              href={mailtoHref(lead.email, { subject: REPLY_SUBJECT })}
              className="inline-flex min-h-11 min-w-0 items-center gap-1.5 break-all font-medium text-copper-700 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {lead.email}
            </a>
          ) : null}
          {lead.city ? (
            <span className="inline-flex items-center gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              {lead.city}
            </span>
          ) : null}
          {lead.address ? (
            <span className="inline-flex items-center gap-1.5 text-slate-700">
              <MapPin aria-hidden="true" className="size-4 text-slate-400" />
              {lead.address}
            </span>
          ) : null}
          {lead.form === "quote" && lead.surface !== null ? (
            <span className="inline-flex items-center gap-1.5 text-slate-700">
              <Ruler aria-hidden="true" className="size-4 text-slate-400" />
              {surfaceLabelOf(lead)}
            </span>
          ) : null}
          <span
            className={cn("inline-flex items-center gap-1.5", lead.photoCount > 0 ? "font-medium text-ink" : "text-slate-500")}
            data-testid="photo-count"
          >
            <Camera aria-hidden="true" className={cn("size-4", lead.photoCount > 0 ? "text-copper-600" : "text-slate-400")} />
            {lead.photoCount > 0 ? `${lead.photoCount} ${frenchPlural(lead.photoCount, "photo")}` : "Sans photo"}
          </span>
        </div>

        {lead.message ? (
          <p className="mt-4 whitespace-pre-line break-words rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
            {lead.message}
          </p>
        ) : (
          <p className="mt-4 text-sm italic text-slate-500">Aucun message.</p>
        )}

        <div className="mt-4 border-t border-slate-100 pt-4">
          <NotificationStatus lead={lead} />
        </div>
      </article>
    </Card>
  );
}
