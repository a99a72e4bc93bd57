/** The lead page's history: what happened to a request, newest last (docs/product.md#lead-page). */
import { AlertTriangle, CalendarClock, CheckCircle2, Inbox, Mail, MessageSquareText, RotateCw } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { formatFrenchDateTime } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { timelineTitle, type TimelineEntry } from "./timeline";

export function Timeline({ entries, leadId }: { entries: TimelineEntry[]; leadId: string }) {
  if (entries.length === 0) return null;
  return (
    <ol className="mt-5 space-y-0" aria-label="Historique de la demande">
      {entries.map((entry, i) => (
        <li key={`${entry.type}-${entry.id}`} className="relative flex gap-4 pb-5 last:pb-0">
          {i < entries.length - 1 ? (
            <span aria-hidden className="absolute top-7 bottom-0 left-[0.9375rem] w-px bg-slate-200" />
          ) : null}
          <TimelineDot entry={entry} />
          <div className="min-w-0 flex-1 pt-1">
            <p
              className={cn(
                "text-sm font-semibold",
                entry.type === "mail" && entry.status === "failed" ? "text-red-800" : "text-ink",
              )}
            >
              {timelineTitle(entry)}
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={entry.at}>{formatFrenchDateTime(entry.at)}</time>
              {entry.type === "event" && entry.actor ? <> · {entry.actor}</> : null}
              {entry.type === "mail" && entry.attempts > 1 ? <> · {entry.attempts} essais</> : null}
            </p>
            {entry.type === "event" && entry.kind === "note" && entry.detail ? (
              <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-amber-50 p-3 text-sm text-slate-800">
                {entry.detail}
              </p>
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
      failed ? (
        <AlertTriangle aria-hidden />
      ) : (
        <Mail aria-hidden />
      )
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
        failed
          ? "bg-red-100 text-red-700"
          : entry.type === "received"
            ? "bg-copper-100 text-copper-800"
            : "bg-slate-100 text-slate-600",
      )}
    >
      {icon}
    </span>
  );
}
