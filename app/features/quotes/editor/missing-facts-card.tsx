import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { MissingQuoteFact } from "../document";

/** What the business must still give (in Réglages) before a devis may be sent, each a link to its field. */
export function MissingFactsCard({ missingFacts }: { missingFacts: readonly MissingQuoteFact[] }) {
  if (missingFacts.length === 0) return null;
  return (
    <Card className="border-amber-300 bg-amber-50 p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <ListChecks className="size-4 text-amber-700" aria-hidden />À compléter avant l'envoi
      </h2>
      <ul className="mt-2 grid gap-2 text-sm text-amber-950">
        {missingFacts.map((fact) => (
          <li key={fact.fact}>
            <Link to={fact.href} className="underline decoration-amber-400 underline-offset-4 hover:decoration-amber-700">
              {fact.message}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
