import { ArrowLeft, Clock, Globe, Mail, MapPin, Phone, UserRound } from "lucide-react";
import { type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { phoneHref } from "~/config/site";
import { formatFrenchDateTime } from "~/lib/dates";
import { mailtoHref } from "~/lib/email-address";
import { cn } from "~/lib/utils";
import { FORM_LABELS, projectLabelOf, sourceLabelOf, surfaceLabelOf, type LeadView } from "./format";
import { REPLY_SUBJECT } from "./inbox";
import { LEAD_INBOX_PATH } from "./paths";
import { StatusBadge } from "./status-badge";
import { type TimelineEntry } from "./timeline";
import { LeadPhotosCard, type LeadPhotoItem } from "~/features/lead-photos/photos-card";
import { AfterCallPanel, type AfterCallResult } from "./after-call-panel";
import { DeleteLead } from "./lead-forms";
import { Timeline } from "./lead-timeline";

export const LEAD_PAGE_MESSAGES = {
  notFound: "Demande introuvable",
  unknownAction: "Action inconnue.",
  statusSaved: "Statut enregistré.",
  noteAdded: "Note ajoutée.",
  followUpSaved: "Date de rappel enregistrée.",
  followUpCleared: "Date de rappel retirée.",
  afterCallSaved: "Suivi enregistré.",
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
  /**
   * What other parts of the product show about this request (the visit, the devis, the job done), given by the route:
   * a request's page must not depend on the features built on requests. Each gets the error of the action it posted.
   */
  renderPanels?: (props: { errorFor: (intent: string) => string | null; className: string }) => ReactNode;
  /** the intents those panels post to this page's action, whose errors they show themselves */
  panelIntents?: readonly string[];
  /** the action's answer, when the page is its response (a refusal, or a post made without scripts) */
  answer: { intent: string; error: string } | AfterCallResult | null;
}

/** One request, whole: contact, details, origin, pipeline and timeline (docs/product.md#lead-page). */
export function LeadPage({ lead, timeline, answer, photos = [], renderPanels, panelIntents = [] }: LeadPageProps) {
  // an emergency call-back has one name field, kept as the last name
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const map = mapHref(lead);
  const failure = answer && "error" in answer ? answer : null;
  const afterCall = answer && "ok" in answer ? answer : null;
  const errorFor = (intent: string) => (failure?.intent === intent ? failure.error : null);

  return (
    <div>
      <Link
        to={LEAD_INBOX_PATH}
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-ink"
      >
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
          <QuickAction
            href={mailtoHref(lead.email, { subject: `${REPLY_SUBJECT} ${lead.reference}` })}
            icon={<Mail aria-hidden />}
            label="Écrire"
            detail={lead.email}
          />
        ) : null}
        {map ? (
          <QuickAction
            href={map}
            icon={<MapPin aria-hidden />}
            label="Voir sur la carte"
            detail={lead.address || lead.city}
            external
          />
        ) : null}
      </div>

      {/*
        On a phone one column: 'Après l'appel' right under the call button, then the request and the rest. On a wide
        screen the panel heads the right-hand column, beside the request; each column flows on its own.
      */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <Card className="order-2 min-w-0 p-5 sm:p-6 lg:order-none">
            <SectionTitle icon={<UserRound aria-hidden />}>La demande</SectionTitle>
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {/* name, phone and e-mail are in the header and the contact buttons above */}
              {lead.email ? null : <Field label="E-mail">Non communiqué</Field>}
              {lead.city ? <Field label={lead.form === "callback" ? "Code postal" : "Ville"}>{lead.city}</Field> : null}
              {lead.address ? <Field label="Adresse du chantier">{lead.address}</Field> : null}
              <Field label="Type de projet">{lead.project ? projectLabelOf(lead) : "Non précisé"}</Field>
              {lead.form === "quote" ? (
                <Field label="Surface">{lead.surface !== null ? surfaceLabelOf(lead) : "Non précisée"}</Field>
              ) : null}
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-500">Message</h3>
            {lead.message ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-800">
                {lead.message}
              </p>
            ) : (
              <p className="mt-2 text-sm italic text-slate-500">Aucun message.</p>
            )}
          </Card>

          <LeadPhotosCard leadId={lead.id} photos={photos} className="order-3 lg:order-none" />

          <Card className="order-4 min-w-0 p-5 sm:p-6 lg:order-none">
            <SectionTitle icon={<Clock aria-hidden />}>Historique</SectionTitle>
            <Timeline entries={timeline} leadId={lead.id} />
          </Card>

          <Card className="order-5 min-w-0 p-5 sm:p-6 lg:order-none">
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
        </div>

        <div className="contents lg:flex lg:flex-col lg:gap-6">
          <AfterCallPanel
            lead={lead}
            returned={afterCall}
            error={failure && failure.intent !== "delete" && !panelIntents.includes(failure.intent) ? failure.error : null}
            className="order-1 lg:order-none"
          />
          {renderPanels?.({ errorFor, className: "order-2 lg:order-none" })}
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
        primary
          ? "border-copper-600 bg-copper-600 text-white hover:bg-copper-700"
          : "border-slate-200 bg-white text-ink hover:border-slate-300 hover:bg-slate-50",
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
