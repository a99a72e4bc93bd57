import { CalendarClock, CalendarX2, Loader2 } from "lucide-react";
import type { FetcherWithComponents } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SCHEDULE_MESSAGES } from "./schedule";

/** The list action's intent of 'Annuler la programmation'. */
export const CANCEL_SCHEDULE_INTENT = "unschedule";

/** 'Programmé le 3 décembre à 08:00' on a scheduled draft's card (docs/product.md#article-scheduling). */
export function ScheduledBadge({ label }: { label: string }) {
  return (
    <Badge className="bg-sky-50 text-sky-800 ring-1 ring-sky-200">
      <CalendarClock aria-hidden />
      {SCHEDULE_MESSAGES.scheduledOn(label)}
    </Badge>
  );
}

/**
 * 'Annuler la programmation': the article stays a draft. A form post, so it works without JavaScript.
 * The fetcher belongs to the card, which outlives this button: the answer that removes the button
 * arrives with the revalidated list, so only the card is still there to show it.
 */
export function CancelScheduleButton<T>({ articleId, cancel }: { articleId: string; cancel: FetcherWithComponents<T> }) {
  const busy = cancel.state !== "idle";
  return (
    <cancel.Form method="post">
      <input type="hidden" name="intent" value={CANCEL_SCHEDULE_INTENT} />
      <input type="hidden" name="id" value={articleId} />
      <Button type="submit" variant="ghost" size="sm" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarX2 aria-hidden />}
        {SCHEDULE_MESSAGES.cancel}
      </Button>
    </cancel.Form>
  );
}
