/**
 * The tables of the statistics page: rankings and conversions, readable at 390 px without scrolling
 * sideways (the conversions stack their figures under the page on a phone).
 */
import type { ReactNode } from "react";
import { Card, CardBody } from "~/components/ui/card";
import { DAILY_VALUE_BUDGETS, OTHER_VALUE, type BudgetedDimension } from "./daily-budget";
import { shownRate, type ConversionRow, type RankedRow } from "./statistics";

const number = (value: number) => value.toLocaleString("fr-FR");

/** What '(autres)' groups, per dimension (docs/product.md#statistics-bounds). */
const OTHER_NOTES: Record<BudgetedDimension, string> = {
  path: `au-delà de ${number(DAILY_VALUE_BUDGETS.path)} pages différentes dans une journée, les suivantes y sont comptées ensemble`,
  referrer: `au-delà de ${number(DAILY_VALUE_BUDGETS.referrer)} sites différents dans une journée, les suivants y sont comptés ensemble`,
  campaign: `au-delà de ${number(DAILY_VALUE_BUDGETS.campaign)} campagnes différentes dans une journée, les suivantes y sont comptées ensemble`,
  source: `au-delà de ${number(DAILY_VALUE_BUDGETS.source)} sources différentes dans une journée, les suivantes y sont comptées ensemble`,
};

/** The row that groups a day's values past its budget, told apart from a value named 'autres'. */
function OtherLabel() {
  return <span className="text-slate-600 italic">Autres</span>;
}

function OtherNote({ dimension }: { dimension: BudgetedDimension }) {
  return (
    <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600">
      {`«\u00a0Autres\u00a0»\u00a0: ${OTHER_NOTES[dimension]} (un plafond qui garde les statistiques de taille bornée).`}
    </p>
  );
}

export function StatisticsCard({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardBody className="p-0">
          <div className="border-b border-slate-200 px-5 py-4">
            <h2 id={id} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {children}
        </CardBody>
      </section>
    </Card>
  );
}

/** A table that may scroll sideways on a phone: reachable and scrollable with the keyboard. */
export function ScrollArea({
  label,
  className = "overflow-x-auto",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // focusable: a region that scrolls must be scrollable without a mouse
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`${className} focus-visible:outline-2 focus-visible:outline-copper-600`}
    >
      {children}
    </div>
  );
}

function Empty() {
  return <p className="px-5 py-4 text-sm text-slate-600">Rien sur cette période.</p>;
}

const cell = "px-2.5 py-2.5 first:pl-4 last:pr-4 sm:px-5";
/** A path or campaign that a narrow column may wrap after its '/', '-', '_' or '.', not inside a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/\-_.])/);
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

/** A page by its title, its path beneath; a path without a known title, or another value, as it is. */
function RowLabel({ row, format }: { row: { value: string; title?: string }; format?: (value: string) => string }) {
  if (row.value === OTHER_VALUE) return <OtherLabel />;
  if (!row.title) return <Breakable text={format ? format(row.value) : row.value} />;
  return (
    <>
      <span className="block font-medium text-ink">{row.title}</span>
      <span className="block text-xs text-slate-500">
        <Breakable text={row.value} />
      </span>
    </>
  );
}

/**
 * A ranking: a value (page, site, campaign…) with its views and visitors. `dimension`: the
 * budgeted dimension whose '(autres)' row the table explains below it.
 */
export function RankingTable({
  rows,
  caption,
  valueLabel,
  visitorsLabel = "Visiteurs",
  format,
  dimension,
}: {
  rows: readonly RankedRow[];
  caption: string;
  valueLabel: string;
  visitorsLabel?: string;
  format?: (value: string) => string;
  dimension?: BudgetedDimension;
}) {
  if (!rows.length) return <Empty />;
  const hasOther = rows.some((row) => row.value === OTHER_VALUE);
  return (
    <>
      <ScrollArea label={caption}>
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase sm:text-xs">
            <tr>
              <th scope="col" className={cell}>
                {valueLabel}
              </th>
              <th scope="col" className={numberCell}>
                Vues
              </th>
              <th scope="col" className={numberCell}>
                {visitorsLabel}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className={`${cell} text-left font-normal break-words text-ink`}>
                  <RowLabel row={row} format={format} />
                </th>
                <td className={numberCell}>{number(row.views)}</td>
                <td className={numberCell}>{number(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {hasOther && dimension ? <OtherNote dimension={dimension} /> : null}
    </>
  );
}

/*
 * On a phone a conversion row is a small card: the page on its own line, its figures beneath
 * in a row of four, each named by its column (the header row stays for screen readers).
 */
const stackedRow = "max-sm:grid max-sm:grid-cols-4 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3";
const stackedHeader = "max-sm:col-span-full max-sm:p-0 max-sm:pb-1 max-sm:first:pl-0";
const stackedFigure =
  "max-sm:p-0 max-sm:last:pr-0 max-sm:text-left max-sm:before:block max-sm:before:text-[11px] max-sm:before:font-normal max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]";

/**
 * Conversions per landing page or campaign: views, quote requests, calls and the rate, never
 * shown above 100 % (docs/product.md#statistics-rates). `viewsLabel`: what the views are for
 * these rows ('Vues' of a page, 'Arrivées' through a campaign's links).
 */
export function ConversionTable({
  rows,
  caption,
  valueLabel,
  viewsLabel = "Vues",
}: {
  rows: readonly ConversionRow[];
  caption: string;
  valueLabel: string;
  viewsLabel?: string;
}) {
  if (!rows.length) return <Empty />;
  const withCalls = rows.some((row) => row.calls !== null);
  const shown = rows.map((row) => ({ row, rate: shownRate(row.rate) }));
  const anyCapped = shown.some(({ rate }) => rate.capped);
  return (
    <>
      <ScrollArea label={caption}>
        <table className="w-full text-sm max-sm:block" data-testid="conversion-table">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-[11px] text-slate-600 uppercase max-sm:sr-only sm:text-xs">
            <tr>
              <th scope="col" className={cell}>
                {valueLabel}
              </th>
              <th scope="col" className={numberCell}>
                {viewsLabel}
              </th>
              <th scope="col" className={numberCell}>
                Demandes
              </th>
              {withCalls ? (
                <th scope="col" className={numberCell}>
                  Appels
                </th>
              ) : null}
              <th scope="col" className={numberCell}>
                Taux
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {shown.map(({ row, rate }) => (
              <tr key={row.value} className={stackedRow}>
                <th scope="row" className={`${cell} ${stackedHeader} min-w-32 text-left font-normal break-words text-ink`}>
                  <RowLabel row={row} />
                </th>
                <td data-label={viewsLabel} className={`${numberCell} ${stackedFigure}`}>
                  {number(row.views)}
                </td>
                <td data-label="Demandes" className={`${numberCell} ${stackedFigure}`}>
                  {number(row.quotes)}
                </td>
                {withCalls ? (
                  <td data-label="Appels" className={`${numberCell} ${stackedFigure}`}>
                    {number(row.calls ?? 0)}
                  </td>
                ) : null}
                <td data-label="Taux" className={`${numberCell} ${stackedFigure} font-medium`}>
                  {rate.text}
                  {rate.capped ? (
                    <>
                      <sup aria-hidden className="ml-0.5 text-copper-700">
                        *
                      </sup>
                      <span className="sr-only"> (plafonné, voir la note)</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      {anyCapped ? (
        <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600" data-testid="capped-rate-note">
          {`*\u00a0Plus de demandes${withCalls ? " et d'appels" : ""} que de ${viewsLabel.toLowerCase()}\u00a0: une partie vient de visiteurs arrivés sur une autre page ou un autre jour. Le taux est alors affiché à 100\u00a0%.`}
        </p>
      ) : null}
    </>
  );
}

/** One figure of a period (a count, a rate, an amount) with its hint, as the devis and the visits cards show them. */
export function StatisticsFigure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card>
      <CardBody className="p-4">
        <p className="text-sm font-medium text-slate-700">{label}</p>
        <p className="mt-1 text-xl font-bold whitespace-nowrap text-ink tabular-nums sm:text-2xl">{value}</p>
        <p className="mt-1 text-xs text-slate-500">{hint}</p>
      </CardBody>
    </Card>
  );
}

/** '1 234' */
export const countText = (n: number) => n.toLocaleString("fr-FR");
/** The cells of a month-by-month table. */
export const MONTH_CELL = "px-1.5 py-1.5 sm:px-3 text-right whitespace-nowrap";
export const MONTH_HEAD = "px-1.5 py-2 sm:px-3 text-right whitespace-nowrap";
