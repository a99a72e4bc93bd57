import { cn } from "~/lib/utils";
import { quoteStateLabel, type QuoteState } from "./states";

/** Each state's colour (docs/product.md#devis-states): waiting ones warm, the answers green or muted, a draft neutral. */
const STATE_STYLES: Record<QuoteState, string> = {
  draft: "bg-slate-100 text-slate-700 ring-1 ring-slate-300",
  sent: "bg-sky-100 text-sky-900",
  viewed: "bg-indigo-100 text-indigo-900",
  accepted: "bg-emerald-100 text-emerald-900",
  refused: "bg-red-100 text-red-800",
  expired: "bg-amber-100 text-amber-900",
  withdrawn: "bg-slate-200 text-slate-700",
};

export function QuoteStateBadge({ state, className }: { state: QuoteState; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold", STATE_STYLES[state], className)}
      data-state={state}
    >
      {quoteStateLabel(state)}
    </span>
  );
}
