import { BookOpen, FileText } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AdminPage } from "~/features/articles/admin-page";
import { requireAdmin } from "~/features/auth/guards.server";
import { leadPagePath } from "~/features/leads/paths";
import { QUOTE_CATALOGUE_PATH, QUOTES_PATH, quoteEditorPath } from "~/features/quotes/admin-paths";
import { QuoteStateBadge } from "~/features/quotes/quote-state-badge";
import { QUOTE_STATES, type QuoteState } from "~/features/quotes/states";
import { listQuotes, type QuoteListItem } from "~/features/quotes/store.server";
import { privateMeta } from "~/features/seo/meta";
import { formatFrenchDate } from "~/lib/dates";
import { formatEuros } from "~/lib/euro-amount";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () => privateMeta("Devis - Administration");

const STATE_PARAM = "etat";

function stateOf(value: string | null): QuoteState | null {
  return QUOTE_STATES.some((s) => s.value === value) ? (value as QuoteState) : null;
}

/** Every devis, newest first, of one state or all (docs/product.md#devis-list). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const state = stateOf(new URL(request.url).searchParams.get(STATE_PARAM));
  const all = await listQuotes();
  const counts = Object.fromEntries(QUOTE_STATES.map((s) => [s.value, all.filter((q) => q.state === s.value).length]));
  return { quotes: state ? all.filter((q) => q.state === state) : all, state, counts, total: all.length };
}

export default function QuotesRoute({ loaderData }: Route.ComponentProps) {
  const { quotes, state, counts, total } = loaderData;
  const filters = [
    { value: null, label: "Tous", count: total },
    ...QUOTE_STATES.map((s) => ({ ...s, count: counts[s.value] ?? 0 })),
  ];
  return (
    <AdminPage
      title="Devis"
      description={"Les devis écrits sur les demandes\u00a0: créez-en un depuis la page d'une demande."}
      actions={
        <Link to={QUOTE_CATALOGUE_PATH} className={buttonVariants({ variant: "outline" })}>
          <BookOpen aria-hidden />
          Catalogue de prestations
        </Link>
      }
    >
      <nav aria-label="Filtrer les devis" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
        {filters.map((f) => {
          const active = f.value === state;
          return (
            <Link
              key={f.value ?? "all"}
              to={f.value ? `${QUOTES_PATH}?${STATE_PARAM}=${f.value}` : QUOTES_PATH}
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
                {f.count}
              </span>
            </Link>
          );
        })}
      </nav>

      {quotes.length === 0 ? (
        <Card className="mt-6 flex flex-col items-center px-6 py-16 text-center">
          <FileText aria-hidden className="size-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-ink">
            {state ? "Aucun devis dans cet état." : "Aucun devis pour le moment."}
          </p>
          <p className="mt-1 text-sm text-slate-600">Ouvrez une demande et choisissez « Créer un devis ».</p>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Devis">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <QuoteRow quote={quote} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function QuoteRow({ quote }: { quote: QuoteListItem }) {
  return (
    <Card className="relative flex flex-col gap-3 p-4 transition-shadow focus-within:ring-2 focus-within:ring-copper-500/40 hover:shadow-md sm:flex-row sm:items-center sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-slate-600">{quote.number}</span>
          <QuoteStateBadge state={quote.state} />
        </div>
        <p className="mt-1 truncate text-base font-semibold text-ink">
          <Link to={quoteEditorPath(quote.id)} className="after:absolute after:inset-0 focus:outline-none">
            {quote.customerName || "Client sans nom"}
            <span className="sr-only">
              {"\u00a0: ouvrir le devis "}
              {quote.number}
            </span>
          </Link>
        </p>
        <p className="truncate text-sm text-slate-600">{quote.title}</p>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-xs text-slate-600 sm:w-80">
        <div>
          <dt>Créé</dt>
          <dd className="mt-0.5 font-medium text-ink">{formatFrenchDate(quote.createdAt)}</dd>
        </div>
        <div>
          <dt>Envoyé</dt>
          <dd className="mt-0.5 font-medium text-ink">{quote.lastSentAt ? formatFrenchDate(quote.lastSentAt) : "—"}</dd>
        </div>
        <div>
          <dt>Réponse</dt>
          <dd className="mt-0.5 font-medium text-ink">{quote.answeredAt ? formatFrenchDate(quote.answeredAt) : "—"}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-4 sm:w-44 sm:flex-col sm:items-end sm:gap-1">
        <p className="text-lg font-bold text-ink tabular-nums" data-amount>
          {formatEuros(quote.ttcCents)} <span className="text-xs font-medium text-slate-500">TTC</span>
        </p>
        {quote.leadId ? (
          <Link
            to={leadPagePath(quote.leadId)}
            className="relative z-10 text-sm font-medium text-copper-700 underline underline-offset-4"
          >
            Demande {quote.leadReference ?? ""}
          </Link>
        ) : null}
      </div>
    </Card>
  );
}
