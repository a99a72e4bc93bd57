/**
 * A devis version as the customer reads it on his page (docs/product.md#devis-link): who writes it,
 * for whom, the lines by section (cards on a phone, a table from tablets up), the totals, and the
 * terms the law asks a devis to state. The same QuoteDocument the PDF renders.
 */
import { Icon } from "~/components/content-icon";
import { cn } from "~/lib/utils";
import { UNIT_LABELS, vatRateLabel, type QuoteLine } from "../content";
import type { QuoteDocument } from "../document";
import { computeQuoteTotals } from "../totals";
import { dayInWords, formatCents, formatQuantity } from "./format";

const SIGNING_CONTEXT_TEXT = {
  distance: "Devis conclu à distance (en ligne).",
  home: "Devis conclu au domicile du client\u00a0: aucun paiement, acompte compris, ne peut être exigé avant l'expiration d'un délai de 7\u00a0jours à compter de la signature.",
  "home-urgent":
    "Devis conclu au domicile du client, pour une réparation urgente qu'il a demandée\u00a0: le paiement peut être demandé sans attendre 7\u00a0jours.",
} as const;

function Labelled({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

function LineCard({ line, amount }: { line: QuoteLine; amount: number }) {
  return (
    <li
      className={cn(
        "rounded-xl border p-4",
        line.optional ? "border-dashed border-copper-300 bg-copper-50/60" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <p className="font-medium whitespace-pre-line text-ink">
          {line.optional ? (
            <span className="mr-2 inline-block rounded-full bg-copper-100 px-2 py-0.5 align-[1px] text-xs font-semibold text-copper-800">
              Option
            </span>
          ) : null}
          {line.designation}
        </p>
        <p className="shrink-0 font-semibold text-ink tabular-nums">{formatCents(amount)}</p>
      </div>
      <p className="mt-2 text-sm text-slate-600 tabular-nums">
        {formatQuantity(line.quantityHundredths)}&nbsp;{UNIT_LABELS[line.unit]} × {formatCents(line.unitPriceCents)} HT · TVA{" "}
        {vatRateLabel(line.vatRate)}
      </p>
    </li>
  );
}

function LinesTable({ lines, amounts }: { lines: QuoteLine[]; amounts: Record<string, number> }) {
  return (
    <table className="hidden w-full table-fixed text-left text-sm md:table">
      <thead>
        <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Désignation
          </th>
          <th scope="col" className="w-28 py-2 pr-4 text-right font-semibold">
            Quantité
          </th>
          <th scope="col" className="w-36 py-2 pr-4 text-right font-semibold">
            Prix unitaire HT
          </th>
          <th scope="col" className="w-20 py-2 pr-4 text-right font-semibold">
            TVA
          </th>
          <th scope="col" className="w-32 py-2 text-right font-semibold">
            Montant HT
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={cn("border-b border-slate-100 align-top", line.optional && "bg-copper-50/60")}>
            <td className="py-3 pr-4 whitespace-pre-line text-ink">
              {line.optional ? (
                <span className="mr-2 inline-block rounded-full bg-copper-100 px-2 py-0.5 text-xs font-semibold text-copper-800">
                  Option
                </span>
              ) : null}
              {line.designation}
            </td>
            <td className="py-3 pr-4 text-right whitespace-nowrap tabular-nums">
              {formatQuantity(line.quantityHundredths)}&nbsp;{UNIT_LABELS[line.unit]}
            </td>
            <td className="py-3 pr-4 text-right whitespace-nowrap tabular-nums">{formatCents(line.unitPriceCents)}</td>
            <td className="py-3 pr-4 text-right whitespace-nowrap">{vatRateLabel(line.vatRate)}</td>
            <td className="py-3 text-right font-medium whitespace-nowrap text-ink tabular-nums">
              {formatCents(amounts[line.id] ?? 0)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function QuoteTotalsTable({ document, tickedOptions }: { document: QuoteDocument; tickedOptions: readonly string[] }) {
  const totals = computeQuoteTotals(document.content, tickedOptions);
  const row = "flex items-baseline justify-between gap-4 py-1.5";
  return (
    <dl className="text-sm tabular-nums">
      <div className={row}>
        <dt>Total HT</dt>
        <dd className="font-medium text-ink">{formatCents(totals.htCents)}</dd>
      </div>
      {totals.vat.map((v) => (
        <div key={v.rate} className={row}>
          <dt>
            TVA {vatRateLabel(v.rate)} <span className="text-slate-500">sur {formatCents(v.baseCents)}</span>
          </dt>
          <dd className="text-ink">{formatCents(v.vatCents)}</dd>
        </div>
      ))}
      <div className={cn(row, "mt-2 border-t border-slate-300 pt-3 text-base")}>
        <dt className="font-semibold text-ink">Total TTC</dt>
        <dd className="text-xl font-bold text-ink" data-testid="quote-total-ttc">
          {formatCents(totals.ttcCents)}
        </dd>
      </div>
      {totals.depositCents > 0 ? (
        <div className={row}>
          <dt>Acompte à la signature</dt>
          <dd className="font-medium text-ink">{formatCents(totals.depositCents)}</dd>
        </div>
      ) : null}
      {totals.optionsNotTakenHtCents > 0 ? (
        <div className={cn(row, "text-slate-500")}>
          <dt>Options non retenues (HT)</dt>
          <dd>{formatCents(totals.optionsNotTakenHtCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function QuoteDocumentView({ document, tickedOptions }: { document: QuoteDocument; tickedOptions: readonly string[] }) {
  const { business: b, content: c } = document;
  const totals = computeQuoteTotals(c, tickedOptions);
  const hasSections = c.sections.length > 1 || c.sections.some((s) => s.title.trim() !== "");
  const deposit =
    c.deposit.kind === "percent"
      ? `${formatQuantity(c.deposit.basisPoints)}\u00a0% du total TTC, soit ${formatCents(totals.depositCents)}`
      : c.deposit.kind === "amount"
        ? formatCents(totals.depositCents)
        : "Aucun acompte";
  return (
    <article
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[var(--shadow-card)]"
      aria-labelledby="quote-title"
    >
      <header className="grid gap-6 border-b border-slate-200 p-5 sm:p-8 md:grid-cols-2">
        <div>
          <p className="text-lg font-bold text-ink">{b.name}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-600">
            {b.legalName}
            <br />
            {b.legalForm}
            {b.shareCapital ? ` au capital de ${b.shareCapital}` : ""}
            <br />
            {b.street}, {b.postalCode} {b.city}
            <br />
            <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className="text-copper-700 underline underline-offset-4">
              {b.phone}
            </a>{" "}
            · {b.email}
            <br />
            SIRET {b.siret} · {b.registrationNumber}
            <br />
            TVA intracommunautaire {b.vatNumber}
          </p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4 text-sm md:justify-self-end md:min-w-72">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Client</p>
          <p className="mt-1 font-semibold text-ink">{c.customer.name}</p>
          {c.customer.address ? <p className="whitespace-pre-line text-slate-600">{c.customer.address}</p> : null}
          <p className="text-slate-600">
            {c.customer.email}
            {c.customer.phone ? ` · ${c.customer.phone}` : ""}
          </p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Adresse du chantier</p>
          <p className="mt-1 whitespace-pre-line text-ink">{c.customer.siteAddress}</p>
        </div>
      </header>

      <div className="border-b border-slate-200 bg-slate-50/70 px-5 py-5 sm:px-8">
        <h2 id="quote-title" className="text-xl font-bold sm:text-2xl">
          {c.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <Labelled label="Devis n°">
            <span className="font-semibold whitespace-nowrap">{document.number}</span>
          </Labelled>
          <Labelled label="Version">{document.version}</Labelled>
          <Labelled label="Émis le">{dayInWords(document.issuedOn)}</Labelled>
          <Labelled label="Valable jusqu'au">{dayInWords(document.validUntil)}</Labelled>
        </dl>
      </div>

      <div className="grid gap-8 p-5 sm:p-8">
        {c.sections.map((section) => (
          <section key={section.id} aria-label={section.title || "Prestations"}>
            {hasSections && section.title ? <h3 className="mb-3 text-base font-semibold text-ink">{section.title}</h3> : null}
            <ul className="grid gap-3 md:hidden">
              {section.lines.map((line) => (
                <LineCard key={line.id} line={line} amount={totals.lineCents[line.id] ?? 0} />
              ))}
            </ul>
            <LinesTable lines={section.lines} amounts={totals.lineCents} />
          </section>
        ))}
        <p className="-mt-4 text-sm text-slate-600">
          {c.travelCents > 0
            ? `Frais de déplacement\u00a0: ${formatCents(c.travelCents)} HT (TVA ${vatRateLabel(c.travelVatRate)}), compris dans le total.`
            : "Pas de frais de déplacement."}
        </p>
        {c.notes ? <p className="rounded-xl bg-slate-50 p-4 text-sm whitespace-pre-line text-slate-700">{c.notes}</p> : null}

        <div className="grid gap-8 md:grid-cols-[1fr_minmax(18rem,22rem)]">
          <dl className="grid content-start gap-4 text-sm sm:grid-cols-2">
            <Labelled label="Acompte">{deposit}</Labelled>
            <Labelled label="Conditions de paiement">
              <span className="whitespace-pre-line">{c.paymentTerms}</span>
            </Labelled>
            <Labelled label="Début des travaux">
              {c.estimatedStart ? `À partir du ${dayInWords(c.estimatedStart)}` : "À convenir ensemble"}
            </Labelled>
            <Labelled label="Durée estimée">{c.estimatedDuration || "À préciser"}</Labelled>
            <Labelled label="Prix du devis">{b.quoteCents ? `${formatCents(b.quoteCents)} TTC` : "Devis gratuit"}</Labelled>
          </dl>
          <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:p-5">
            <QuoteTotalsTable document={document} tickedOptions={tickedOptions} />
          </div>
        </div>
      </div>

      <footer className="grid gap-4 border-t border-slate-200 bg-slate-50/70 p-5 text-sm leading-relaxed text-slate-600 sm:p-8 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Icon name="ShieldCheck" className="size-4 text-copper-600" />
            Assurance décennale
          </p>
          <p className="mt-1">
            {b.decennale.insurer}, contrat n°&nbsp;{b.decennale.contractNumber}. Couverture géographique&nbsp;:{" "}
            {b.decennale.coverage}.
          </p>
        </div>
        <div>
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Icon name="Handshake" className="size-4 text-copper-600" />
            Médiateur de la consommation
          </p>
          <p className="mt-1">
            En cas de litige, vous pouvez recourir gratuitement à {b.mediator.name}, {b.mediator.address} ({b.mediator.website}).
          </p>
        </div>
        <div>
          <p className="flex items-center gap-2 font-semibold text-ink">
            <Icon name="Info" className="size-4 text-copper-600" />
            Droit de rétractation
          </p>
          <p className="mt-1">
            Vous disposez de 14&nbsp;jours à compter de la signature pour vous rétracter, sans motif ni frais, depuis cette page
            ou avec le formulaire joint au devis. {SIGNING_CONTEXT_TEXT[c.signingContext]}
          </p>
        </div>
      </footer>
    </article>
  );
}
