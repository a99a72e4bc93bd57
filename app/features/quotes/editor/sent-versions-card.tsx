import { History } from "lucide-react";
import { Card } from "~/components/ui/card";
import { formatFrenchDateTime } from "~/lib/dates";
import { quotePdfPath } from "../admin-paths";

/** Every version sent, with its date and its PDF as it was sent. */
export function SentVersionsCard({
  quoteId,
  versions,
}: {
  quoteId: string;
  versions: readonly { version: number; sentAt: string }[];
}) {
  return (
    <Card className="p-4">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <History className="size-4 text-copper-600" aria-hidden />
        Versions envoyées
      </h2>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Pas encore envoyé.</p>
      ) : (
        <ul className="mt-2 grid gap-1.5 text-sm">
          {versions.map((v) => (
            <li key={v.version} className="flex items-center justify-between gap-2">
              <span>
                Version {v.version}
                <span className="block text-xs text-slate-500">{formatFrenchDateTime(v.sentAt)}</span>
              </span>
              <a href={quotePdfPath(quoteId, v.version)} className="font-semibold text-copper-700 underline underline-offset-4">
                PDF<span className="sr-only"> de la version {v.version}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
