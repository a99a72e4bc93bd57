/**
 * The 'Données personnelles' page (docs/product.md#personal-data): the retention purge's next
 * run, the search by e-mail or phone (a plain GET form), what was found, the ZIP export (a plain
 * link) and the erase form (a plain POST with a confirmation field). Works without JavaScript.
 */
import { CalendarClock, Download, Search, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { AdminPageHeader } from "~/features/admin/page-header";
import { FormAlert, TextField, useSubmitting } from "~/features/auth/ui";
import { frenchPlural } from "~/lib/plural";
import { ERASE_CONFIRMATION_WORD, PERSONAL_DATA_MESSAGES } from "./messages";
import type {
  EraseActionData,
  ErasureView,
  FoundView,
  LeadDataView,
  MailView,
  PersonalDataPageData,
  QuoteDataView,
  ScheduleView,
} from "./view";

export const PERSONAL_DATA_TITLE = "Données personnelles";

/** '1 photo', '3 photos', '0 photo'. */
function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${frenchPlural(count, singular, pluralForm)}`;
}

/** '2 demandes, 3 photos, 4 e-mails': the requests always, the rest when there is some. */
function countsSentence(counts: FoundView["counts"]): string {
  const parts = [
    plural(counts.leads, "demande", "demandes"),
    ...(
      [
        [counts.photos, "photo", "photos"],
        [counts.events, "événement d'historique", "événements d'historique"],
        [counts.mails, "e-mail", "e-mails"],
        [counts.submissions, "clé anti-doublon", "clés anti-doublon"],
        [counts.counters, "compteur", "compteurs"],
        [counts.quotes, "devis", "devis"],
        [counts.visits, "visite", "visites"],
      ] as const
    )
      .filter(([count]) => count > 0)
      .map(([count, one, many]) => plural(count, one, many)),
  ];
  return parts.join(", ");
}

function ScheduleCard({ schedule }: { schedule: ScheduleView }) {
  return (
    <Card>
      <CardBody className="flex gap-3 p-5 text-sm text-slate-700">
        <CalendarClock className="mt-0.5 size-5 shrink-0 text-copper-600" aria-hidden />
        <div className="space-y-1" data-testid="purge-schedule">
          <p>
            Les demandes sont conservées {schedule.retention} après leur réception, puis effacées automatiquement avec leurs
            photos, leur historique et leurs e-mails.
          </p>
          <p>
            <strong className="font-semibold text-ink">Prochaine purge automatique&nbsp;:</strong> {schedule.nextRun}. Elle
            effacera les demandes reçues avant le {schedule.cutoffDate}.
          </p>
        </div>
      </CardBody>
    </Card>
  );
}

function SearchCard({ query, error }: { query: string; error: string | null }) {
  return (
    <Card>
      <section aria-labelledby="personal-data-search-title">
        <CardBody className="p-5">
          <h2 id="personal-data-search-title" className="text-lg font-semibold">
            Rechercher une personne
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Son adresse e-mail (sans tenir compte des majuscules) ou son numéro de téléphone (quelle que soit l'écriture&nbsp;:
            06&nbsp;12&nbsp;34&nbsp;56&nbsp;78, +33&nbsp;6…).
          </p>
          <Form method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start" role="search">
            <TextField
              label="E-mail ou téléphone"
              name="q"
              id="personal-data-q"
              autoComplete="off"
              spellCheck={false}
              maxLength={300}
              defaultValue={query}
              error={error}
              className="min-w-0 flex-1"
            />
            <Button type="submit" className="sm:mt-7">
              <Search aria-hidden />
              Rechercher
            </Button>
          </Form>
        </CardBody>
      </section>
    </Card>
  );
}

function MailList({ mails }: { mails: MailView[] }) {
  return (
    <ul className="mt-1 space-y-0.5">
      {mails.map((mail) => (
        <li key={mail.id}>
          {mail.label} — {mail.status}, {mail.at}
        </li>
      ))}
    </ul>
  );
}

function LeadCard({ lead }: { lead: LeadDataView }) {
  return (
    <li className="p-5" data-testid="personal-data-lead">
      <div className="flex flex-wrap items-center gap-2">
        <Link to={lead.pagePath} className="font-semibold text-ink underline-offset-4 hover:underline">
          {lead.reference}
        </Link>
        <Badge variant="outline">{lead.form}</Badge>
        <Badge variant="outline">{lead.status}</Badge>
        {lead.spam ? <Badge variant="outline">Spam</Badge> : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="text-slate-500">Reçue le</dt>
        <dd>{lead.receivedAt}</dd>
        <dt className="text-slate-500">Nom</dt>
        <dd className="break-words">{lead.name || "—"}</dd>
        <dt className="text-slate-500">E-mail</dt>
        <dd className="break-all">{lead.email || "—"}</dd>
        <dt className="text-slate-500">Téléphone</dt>
        <dd>{lead.phone || "—"}</dd>
        <dt className="text-slate-500">Lieu</dt>
        <dd className="break-words">{lead.place || "—"}</dd>
        <dt className="text-slate-500">Historique</dt>
        <dd>
          {lead.events ? plural(lead.events, "événement", "événements") : "Aucun événement"}
          {lead.submissions ? `, ${plural(lead.submissions, "clé anti-doublon", "clés anti-doublon")}` : ""}
        </dd>
        <dt className="text-slate-500">E-mails</dt>
        <dd>{lead.mails.length ? <MailList mails={lead.mails} /> : "Aucun"}</dd>
        {lead.visits.length ? (
          <>
            <dt className="text-slate-500">Visites</dt>
            <dd>
              <ul className="space-y-0.5">
                {lead.visits.map((visit) => (
                  <li key={visit}>{visit}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500">Effacement automatique</dt>
        <dd>le {lead.deletedOn}</dd>
      </dl>
      {lead.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos de la demande ${lead.reference}`}>
          {lead.photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.thumbnailUrl}
                alt={photo.name}
                width={96}
                height={96}
                loading="lazy"
                className="size-24 rounded-lg object-cover ring-1 ring-slate-200"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function QuoteList({ quotes }: { quotes: QuoteDataView[] }) {
  return (
    <div className="border-t border-slate-200 p-5 text-sm">
      <h3 className="font-semibold">Devis</h3>
      <ul className="mt-1 space-y-1.5" aria-label="Devis de cette personne">
        {quotes.map((quote) => (
          <li key={quote.id} data-testid="personal-data-quote">
            <Link to={quote.editorPath} className="font-semibold text-ink underline-offset-4 hover:underline">
              {quote.number}
            </Link>{" "}
            — {quote.state}, créé le {quote.createdAt}
            {quote.signature ? `. ${quote.signature}` : ""}
            {quote.keptOnErasure ? (
              <span className="block text-slate-600">Conservé en cas d'effacement&nbsp;: un devis signé est un contrat.</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function EraseCard({ found, confirmationError }: { found: FoundView; confirmationError: string | null }) {
  const erasing = useSubmitting("erase");
  return (
    <Card className="border-red-200">
      <section aria-labelledby="personal-data-erase-title">
        <CardBody className="p-5">
          <h2 id="personal-data-erase-title" className="flex items-center gap-2 text-lg font-semibold text-red-800">
            <Trash2 className="size-5" aria-hidden />
            Effacer ces données
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            Définitif&nbsp;: les demandes ci-dessus, leurs photos (
            {found.photoStorage === "s3" ? "stockage S3" : "disque du serveur"}), leur historique, leurs e-mails (envoyés ou en
            attente), leurs clés anti-doublon, leurs visites, les devis non signés et les compteurs liés à l'adresse sont effacés.
            Les récapitulatifs du matin qui citent ces demandes perdent leurs lignes.
            {found.quotes.some((quote) => quote.keptOnErasure)
              ? " Les devis signés sont conservés\u00a0: ce sont des contrats que l'entreprise doit pouvoir produire."
              : ""}{" "}
            Exportez d'abord si la personne a demandé une copie.
          </p>
          <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="q" value={found.query} />
            <TextField
              label={`Pour confirmer, saisissez ${ERASE_CONFIRMATION_WORD}`}
              name="confirmation"
              id="personal-data-confirmation"
              autoComplete="off"
              spellCheck={false}
              error={confirmationError}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="danger" className="sm:mt-7" disabled={erasing}>
              <Trash2 aria-hidden />
              {erasing ? "Effacement..." : "Effacer définitivement"}
            </Button>
          </Form>
        </CardBody>
      </section>
    </Card>
  );
}

function FoundSection({ found, confirmationError }: { found: FoundView; confirmationError: string | null }) {
  const empty = found.counts.leads + found.counts.mails + found.counts.counters + found.counts.quotes === 0;
  return (
    <>
      <Card>
        <section aria-labelledby="personal-data-found-title">
          <CardBody className="p-0">
            <div className="flex flex-col gap-3 border-b border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <h2 id="personal-data-found-title" className="text-lg font-semibold break-words">
                  Données conservées pour «&nbsp;{found.query}&nbsp;»
                </h2>
                <p className="mt-1 text-sm text-slate-600" data-testid="personal-data-counts">
                  {empty ? "Aucune donnée n'est conservée pour cette personne." : `${countsSentence(found.counts)}.`}
                </p>
              </div>
              {empty ? null : (
                <a href={found.exportUrl} download className={buttonVariants({ variant: "outline", className: "shrink-0" })}>
                  <Download aria-hidden />
                  Exporter (ZIP)
                </a>
              )}
            </div>
            {found.leads.length ? (
              <ul className="divide-y divide-slate-200" aria-label="Demandes de cette personne">
                {found.leads.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} />
                ))}
              </ul>
            ) : null}
            {found.quotes.length ? <QuoteList quotes={found.quotes} /> : null}
            {found.reviewOptOutSince ? (
              <p className="border-t border-slate-200 p-5 text-sm" data-testid="personal-data-review-opt-out">
                A demandé à ne plus recevoir de demande d'avis le {found.reviewOptOutSince} (adresse conservée sous forme
                d'empreinte, pour respecter ce choix).
              </p>
            ) : null}
            {found.otherMails.length ? (
              <div className="border-t border-slate-200 p-5 text-sm">
                <h3 className="font-semibold">Autres e-mails qui la citent</h3>
                <MailList mails={found.otherMails} />
              </div>
            ) : null}
            {found.counters.length ? (
              <div className="border-t border-slate-200 p-5 text-sm">
                <h3 className="font-semibold">Compteurs liés à l'adresse</h3>
                <ul className="mt-1 space-y-0.5">
                  {found.counters.map((counter) => (
                    <li key={counter.id}>
                      {counter.label}, depuis le {counter.since}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardBody>
        </section>
      </Card>
      {empty ? null : <EraseCard found={found} confirmationError={confirmationError} />}
    </>
  );
}

function ErasedAlert({ erased }: { erased: ErasureView }) {
  const { counts } = erased;
  const nothing = counts.leads + counts.mails + counts.counters + counts.quotes + counts.redactedMails === 0;
  return (
    <div className="space-y-3" data-testid="personal-data-erased">
      <FormAlert tone={nothing ? "info" : "success"}>
        {nothing ? (
          PERSONAL_DATA_MESSAGES.nothingToErase
        ) : (
          <>
            Données effacées&nbsp;: {countsSentence(counts)}
            {counts.redactedMails
              ? `, et ${plural(counts.redactedMails, "récapitulatif expurgé", "récapitulatifs expurgés")}`
              : ""}
            .
          </>
        )}
      </FormAlert>
      {erased.keptQuotes.length ? (
        <FormAlert tone="info">
          {erased.keptQuotes.length === 1 ? "Devis signé conservé" : "Devis signés conservés"}&nbsp;:{" "}
          {erased.keptQuotes.join(", ")}. Un devis signé est un contrat que l'entreprise doit pouvoir produire&nbsp;; il n'est
          plus rattaché à aucune demande.
        </FormAlert>
      ) : null}
      {erased.leftovers.length ? (
        <FormAlert>
          <p className="font-semibold">
            {erased.leftovers.length === 1
              ? "Une photo n'a pas pu être effacée du stockage"
              : `${erased.leftovers.length} photos n'ont pas pu être effacées du stockage`}
            &nbsp;:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {erased.leftovers.map((left) => (
              <li key={left.photoId}>
                «&nbsp;{left.name}&nbsp;» (demande {left.reference}, photo {left.photoId})&nbsp;: {left.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Le nettoyage automatique des fichiers sans demande réessaiera dans l'heure&nbsp;; vérifiez ensuite le stockage.
          </p>
        </FormAlert>
      ) : null}
    </div>
  );
}

export function PersonalDataPage({ data, actionData }: { data: PersonalDataPageData; actionData: EraseActionData | undefined }) {
  const failure = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <AdminPageHeader
        title={PERSONAL_DATA_TITLE}
        description="Retrouver, exporter ou effacer tout ce que le site conserve sur une personne (droits d'accès, de portabilité et d'effacement du RGPD)."
      />
      <div className="grid gap-6">
        {actionData?.ok ? <ErasedAlert erased={actionData.erased} /> : null}
        {failure?.message ? <FormAlert>{failure.message}</FormAlert> : null}
        <ScheduleCard schedule={data.schedule} />
        <SearchCard query={data.query} error={data.error} />
        {data.found ? <FoundSection found={data.found} confirmationError={failure?.confirmationError ?? null} /> : null}
      </div>
    </>
  );
}
