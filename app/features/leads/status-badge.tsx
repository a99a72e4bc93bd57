import { cn } from "~/lib/utils";
import { lostReasonLabel, statusLabel, type LeadStatus } from "./pipeline";

/** Each stage's colour: new stands out, won is green, lost is muted. */
const STATUS_STYLES: Record<LeadStatus, string> = {
  nouveau: "bg-copper-600 text-white",
  contacte: "bg-sky-100 text-sky-900",
  visite: "bg-indigo-100 text-indigo-900",
  devis: "bg-amber-100 text-amber-900",
  gagne: "bg-emerald-100 text-emerald-900",
  perdu: "bg-slate-200 text-slate-700",
};

export function StatusBadge({
  status,
  lostReason,
  className,
}: {
  status: LeadStatus;
  lostReason?: string | null;
  className?: string;
}) {
  const reason = status === "perdu" ? lostReasonLabel(lostReason ?? null) : "";
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        STATUS_STYLES[status],
        className,
      )}
      data-status={status}
    >
      {statusLabel(status)}
      {reason ? ` · ${reason}` : ""}
    </span>
  );
}
