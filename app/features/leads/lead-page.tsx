import {
  AlertTriangle,
  ArrowLeft,
  CalendarClock,
  CheckCircle2,
  Clock,
  Globe,
  Inbox,
  Mail,
  MapPin,
  MessageSquareText,
  Phone,
  RotateCw,
  Trash2,
  UserRound,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { phoneHref } from "~/config/site";
import { formatFrenchDateTime } from "~/lib/dates";
import { mailtoHref } from "~/lib/email-address";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { FORM_LABELS, projectLabelOf, sourceLabelOf, surfaceLabelOf, type LeadView } from "./format";
import { REPLY_SUBJECT } from "./inbox";
import { LEAD_INBOX_PATH } from "./paths";
import { LEAD_STATUSES, LOST_REASONS, NOTE_MAX_LENGTH } from "./pipeline";
import { StatusBadge } from "./status-badge";
import { timelineTitle, type TimelineEntry } from "./timeline";
import { LeadPhotosCard, type LeadPhotoItem } from "~/features/lead-photos/photos-card";

export const LEAD_PAGE_MESSAGES = {
  notFound: "Demande introuvable",
  unknownAction: "Action inconnue.",
  statusSaved: "Statut enregistré.",
  noteAdded: "Note ajoutée.",
  followUpSaved: "Date de rappel enregistrée.",
  followUpCleared: "Date de rappel retirée.",
  retried: "Nouvel envoi lancé.",
  retryImpossible: "Aucun e-mail en échec pour cette demande.",
  deleted: (reference: string) => `Demande ${reference} supprimée.`,
} as const;

/** A map search for the site's address (or the city when the contact form gave only that). */
export function mapHref(lead: Pick<LeadView, "address" | "city">): string | null {
  const place = lead.address.trim() || lead.city.trim();
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}

export interface LeadPageProps {
  lead: LeadView;
  /** the photos sent with the request (docs/product.md#lead-photos) */
  photos?: readonly LeadPhotoItem[];
  timeline: TimelineEntry[];
  failure: { intent: string; error: string } | null;
}

/** One request, whole: contact, details, origin, pipeline and timeline (docs/product.md#lead-page). */
export function LeadPage({ lead, timeline, failure, photos = [] }: LeadPageProps) {
  // an emergency call-back has one name field, kept as the last name
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const map = mapHref(lead);
  const errorFor = (intent: string) => (failure?.intent === intent ? failure.error : null);

  return (
    <div>
      <Link to={LEAD_INBOX_PATH} className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden />
        Demandes de devis
      </Link>

      <header className="mb-6 sm:mb-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-600">{lead.reference}</span>
          <StatusBadge status={lead.status} lostReason={lead.lostReason} />
          {lead.urgent ? <Badge variant="danger">Urgent</Badge> : null}
          {lead.spam ? <Badge variant="danger">Spam</Badge> : null}
        </div>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{name}</h1>
        <p className="mt-1.5 text-sm text-slate-600 sm:text-base">
          {FORM_LABELS[lead.form]} · reçue le <time dateTime={lead.createdAt}>{formatFrenchDateTime(lead.createdAt)}</time>
        </p>
      </header>

      <div role="group" className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Contacter">
        <QuickAction href={phoneHref(lead.phone)} icon={<Phone aria-hidden />} label="Appeler" detail={lead.phone} primary />
        {lead.email ? (
          <QuickAction href={mailtoHref(lead.email, { subject: `${REPLY_SUBJECT} ${lead.reference}` })} icon={<Mail aria-hidden />} label="Écrire" detail={lead.email} />
        ) : null}
        {map ? (
          <QuickAction href={map} icon={<MapPin aria-hidden />} label="Voir sur la carte" detail={lead.address || lead.city} external />
        ) : null}
      </div>

      {/*
        On a phone one column, in the order given (the request, then what the owner does with it, then the
        rest); on a wide screen two columns that each flow on their own (no gap under a short card).
      */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <Card className="order-1 min-w-0 p-5 sm:p-6 lg:order-none">
            <SectionTitle icon={<UserRound aria-hidden />}>La demande</SectionTitle>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {lead.firstName ? <Field label="Prénom">{lead.firstName}</Field> : null}
              <Field label="Nom">{lead.lastName}</Field>
              <Field label="Téléphone">{lead.phone}</Field>
              <Field label="E-mail">{lead.email || "Non communiqué"}</Field>
              {lead.city ? <Field label={lead.form === "callback" ? "Code postal" : "Ville"}>{lead.city}</Field> : null}
              {lead.address ? <Field label="Adresse du chantier">{lead.address}</Field> : null}
              <Field label="Type de projet">{lead.project ? projectLabelOf(lead) : "Non précisé"}</Field>
              {lead.form === "quote" ? <Field label="Surface">{lead.surface !== null ? surfaceLabelOf(lead) : "Non précisée"}</Field> : null}
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-500">Message</h3>
            {lead.message ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">{lead.message}</p>
            ) : (
              <p className="mt-2 text-sm italic text-slate-500">Aucun message.</p>
            )}
          </Card>

          <LeadPhotosCard leadId={lead.id} photos={photos} className="order-3 lg:order-none" />

          <Card className="order-4 min-w-0 p-5 sm:p-6 lg:order-none">
            <SectionTitle icon={<Globe aria-hidden />}>Provenance</SectionTitle>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Field label="Source">{sourceLabelOf(lead)}</Field>
              <Field label="Page du formulaire">{lead.sourcePath ?? "Inconnue"}</Field>
              <Field label="Première page de la visite">{lead.landingPath ?? "Inconnue"}</Field>
              {lead.referrerHost ? <Field label="Site d'origine">{lead.referrerHost}</Field> : null}
              {lead.utmSource ? <Field label="utm_source">{lead.utmSource}</Field> : null}
              {lead.utmMedium ? <Field label="utm_medium">{lead.utmMedium}</Field> : null}
              {lead.utmCampaign ? <Field label="utm_campaign">{lead.utmCampaign}</Field> : null}
              {lead.gclid ? <Field label="gclid">{lead.gclid}</Field> : null}
            </dl>
          </Card>

          <Card className="order-5 min-w-0 p-5 sm:p-6 lg:order-none">
            <SectionTitle icon={<Clock aria-hidden />}>Historique</SectionTitle>
            <Timeline entries={timeline} leadId={lead.id} />
            {/* a new form once the note is in the timeline: the field is empty again */}
            <NoteForm key={timeline.length} error={errorFor("note")} />
          </Card>

        </div>

        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <Card className="order-2 p-5 sm:p-6 lg:order-none" aria-label="Suivi de la demande" role="region">
            <SectionTitle icon={<CheckCircle2 aria-hidden />}>Suivi</SectionTitle>
            <StatusForm lead={lead} error={errorFor("status")} />
            <FollowUpForm lead={lead} error={errorFor("follow-up")} />
          </Card>
          <DeleteLead lead={lead} error={errorFor("delete")} className="order-6 lg:order-none" />
        </div>
      </div>
    </div>
  );
}

function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <h2 className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-copper-600">
      {icon}
      {children}
    </h2>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

function QuickAction({
  href,
  icon,
  label,
  detail,
  primary = false,
  external = false,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  detail: string;
  primary?: boolean;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={cn(
        "flex min-h-16 items-center gap-3 rounded-[var(--radius-card)] border px-4 py-3 transition-colors [&_svg]:size-5 [&_svg]:shrink-0",
        primary ? "border-copper-600 bg-copper-600 text-white hover:bg-copper-700" : "border-slate-200 bg-white text-ink hover:border-slate-300 hover:bg-slate-50",
      )}
    >
      {icon}
      <span className="min-w-0">
        <span className="block text-sm font-semibold">{label}</span>
        <span className={cn("block truncate text-sm", primary ? "text-white" : "text-slate-600")}>{detail}</span>
      </span>
    </a>
  );
}

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

function StatusForm({ lead, error }: { lead: LeadView; error: string | null }) {
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
      <select id="lead-status" name="status" defaultValue={lead.status} onChange={(e) => setStatus(e.target.value)} className={selectClass}>
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

function FollowUpForm({ lead, error }: { lead: LeadView; error: string | null }) {
  const busy = useBusy("follow-up");
  return (
    <Form method="post" className="mt-6 border-t border-slate-100 pt-5">
      <input type="hidden" name="intent" value="follow-up" />
      <label htmlFor="lead-follow-up" className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <CalendarClock aria-hidden className="size-4 text-slate-400" />
        À rappeler le
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

function NoteForm({ error }: { error: string | null }) {
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

function Timeline({ entries, leadId }: { entries: TimelineEntry[]; leadId: string }) {
  if (entries.length === 0) return null;
  return (
    <ol className="mt-5 space-y-0" aria-label="Historique de la demande">
      {entries.map((entry, i) => (
        <li key={`${entry.type}-${entry.id}`} className="relative flex gap-4 pb-5 last:pb-0">
          {i < entries.length - 1 ? <span aria-hidden className="absolute top-7 bottom-0 left-[0.9375rem] w-px bg-slate-200" /> : null}
          <TimelineDot entry={entry} />
          <div className="min-w-0 flex-1 pt-1">
            <p className={cn("text-sm font-semibold", entry.type === "mail" && entry.status === "failed" ? "text-red-800" : "text-ink")}>
              {timelineTitle(entry)}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.at}>{formatFrenchDateTime(entry.at)}</time>
              {entry.type === "event" && entry.actor ? <> · {entry.actor}</> : null}
              {entry.type === "mail" && entry.attempts > 1 ? <> · {entry.attempts} essais</> : null}
            </p>
            {entry.type === "event" && entry.kind === "note" && entry.detail ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-amber-50 p-3 text-sm text-slate-800">{entry.detail}</p>
            ) : null}
            {entry.type === "mail" && entry.error ? (
              <p className="mt-1.5 break-words font-mono text-xs text-red-700">{entry.error}</p>
            ) : null}
            {entry.type === "mail" && entry.status === "failed" && entry.kind === "lead_notification" ? (
              <Form method="post" className="mt-1">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="id" value={leadId} />
                <Button type="submit" variant="link" size="sm" className="h-auto text-xs">
                  <RotateCw aria-hidden />
                  Renvoyer
                </Button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function TimelineDot({ entry }: { entry: TimelineEntry }) {
  const failed = entry.type === "mail" && entry.status === "failed";
  const icon =
    entry.type === "received" ? (
      <Inbox aria-hidden />
    ) : entry.type === "mail" ? (
      failed ? <AlertTriangle aria-hidden /> : <Mail aria-hidden />
    ) : entry.kind === "note" ? (
      <MessageSquareText aria-hidden />
    ) : entry.kind === "follow_up" ? (
      <CalendarClock aria-hidden />
    ) : (
      <CheckCircle2 aria-hidden />
    );
  return (
    <span
      className={cn(
        "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full ring-4 ring-white [&_svg]:size-4",
        failed ? "bg-red-100 text-red-700" : entry.type === "received" ? "bg-copper-100 text-copper-800" : "bg-slate-100 text-slate-600",
      )}
    >
      {icon}
    </span>
  );
}

function DeleteLead({ lead, error, className }: { lead: LeadView; error: string | null; className?: string }) {
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
            La demande de {`${lead.firstName} ${lead.lastName}`.trim()}, ses notes et son historique seront définitivement supprimés.
          </>
        }
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => void submit({ intent: "delete" }, { method: "post" })}
        trigger={
          <Button variant="outline" className="mt-4 w-full border-red-200 text-red-700 hover:bg-red-50" disabled={!hydrated || busy}>
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        }
      />
    </Card>
  );
}

