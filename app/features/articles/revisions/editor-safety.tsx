import { AlertDialog } from "radix-ui";
import { AlertCircle, CircleDot, HardDrive, History, Loader2, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { formatFrenchDateTime } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { REVISION_MESSAGES } from "./messages";
import type { Recovery } from "./recovery";
import { saveStatusLine } from "./save-status";
import type { AutosaveStatus } from "./use-editor-safety";

/** What is saved, read out politely by screen readers (docs/product.md#article-revisions). */
export function AutosaveStatusLine({ status, dirty }: { status: AutosaveStatus; dirty: boolean }) {
  const line = saveStatusLine(dirty, status);
  const Icon =
    line?.tone === "busy" ? Loader2 : line?.tone === "error" ? AlertCircle : line?.tone === "local" ? HardDrive : CircleDot;
  return (
    <p
      role="status"
      data-testid="autosave-status"
      className={cn(
        "flex min-h-6 items-center gap-1.5 text-sm",
        line?.tone === "error"
          ? "font-medium text-red-800"
          : line?.tone === "unsaved"
            ? "font-medium text-amber-900"
            : "text-slate-600",
      )}
    >
      {line ? (
        <>
          <Icon
            className={cn("size-4 shrink-0", line.tone === "busy" && "animate-spin", line.tone === "unsaved" && "text-amber-600")}
            aria-hidden
          />
          {line.text}
        </>
      ) : null}
    </p>
  );
}

/** Unsaved text was put back in the editor: said plainly, with the way back to the saved version. */
export function RecoveryNotice({ recovery, onDiscard }: { recovery: Recovery; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-[var(--radius-card)] border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="text-sm text-sky-950">
        <p className="font-semibold">{REVISION_MESSAGES.recovered(formatFrenchDateTime(recovery.at).replace(" ", " à "))}</p>
        <p className="mt-0.5">{REVISION_MESSAGES.recoveredHelp}</p>
      </div>
      <button type="button" onClick={onDiscard} className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0")}>
        <RotateCcw aria-hidden />
        {REVISION_MESSAGES.discardRecovered}
      </button>
    </div>
  );
}

/** The 'Historique' link of the editor. */
export function HistoryLink({ to }: { to: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <History aria-hidden />
      {REVISION_MESSAGES.history}
    </Link>
  );
}

/** Asked before an in-app navigation leaves unsaved changes behind. */
export function LeaveDialog({ open, onLeave, onStay }: { open: boolean; onLeave: () => void; onStay: () => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-white p-6 shadow-2xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink">{REVISION_MESSAGES.unsaved}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-relaxed text-slate-600">
            {REVISION_MESSAGES.leaveConfirm}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{REVISION_MESSAGES.stay}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: "danger" })} onClick={onLeave}>
              {REVISION_MESSAGES.leave}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
