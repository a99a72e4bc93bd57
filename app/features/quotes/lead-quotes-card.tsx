/**
 * The lead page's 'Devis' card (docs/product.md#devis-editor): the devis
 * written on this request, and 'Créer un devis', a plain form post that works
 * without scripts and opens the editor.
 */
import { FilePlus2, FileText } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatEuros } from "~/lib/euro-amount";
import { cn } from "~/lib/utils";
import { quoteEditorPath } from "./admin-paths";
import { QuoteStateBadge } from "./quote-state-badge";
import type { QuoteState } from "./states";

export const CREATE_QUOTE_INTENT = "create-quote";

export interface LeadQuoteItem {
  id: string;
  number: string;
  state: QuoteState;
  ttcCents: number;
}

export function LeadQuotesCard({
  quotes,
  error,
  className,
}: {
  quotes: readonly LeadQuoteItem[];
  error?: string | null;
  className?: string;
}) {
  return (
    <Card className={cn("min-w-0 p-5 sm:p-6", className)}>
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-copper-600">
        <FileText aria-hidden />
        Devis
      </h2>
      {quotes.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Devis de cette demande">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Link
                to={quoteEditorPath(quote.id)}
                className="-mx-2 flex min-h-12 items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold text-ink">{quote.number}</span>
                  <QuoteStateBadge state={quote.state} className="mt-1" />
                </span>
                <span className="text-right text-sm font-semibold text-ink tabular-nums">
                  {formatEuros(quote.ttcCents)}
                  <span className="block text-xs font-normal text-slate-500">TTC</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Aucun devis pour cette demande.</p>
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value={CREATE_QUOTE_INTENT} />
        <Button type="submit" variant={quotes.length > 0 ? "outline" : "primary"} className="w-full">
          <FilePlus2 aria-hidden />
          Créer un devis
        </Button>
        {error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </Form>
    </Card>
  );
}
