/** The lead page's deletion (docs/product.md#lead-page); the status, note and call-back date are in after-call-panel.tsx. */
import { AlertTriangle, Trash2 } from "lucide-react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { type LeadView } from "./format";

function FormError({ id, children }: { id: string; children: string | null }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function DeleteLead({ lead, error, className }: { lead: LeadView; error: string | null; className?: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const busy = useBusy("delete");
  return (
    <Card className={cn("border-red-100 p-5 sm:p-6", className)}>
      <h2 className="text-base font-semibold text-ink">Supprimer la demande</h2>
      <p className="mt-1 text-sm text-slate-600">La demande, ses notes et ses e-mails sont effacés définitivement.</p>
      <FormError id="delete-error">{error}</FormError>
      <ConfirmDialog
        title={`Supprimer la demande ${lead.reference} ?`}
        description={
          <>
            La demande de {`${lead.firstName} ${lead.lastName}`.trim()}, ses notes et son historique seront définitivement
            supprimés.
          </>
        }
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => void submit({ intent: "delete" }, { method: "post" })}
        trigger={
          <Button
            variant="outline"
            className="mt-4 w-full border-red-200 text-red-700 hover:bg-red-50"
            disabled={!hydrated || busy}
          >
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        }
      />
    </Card>
  );
}
