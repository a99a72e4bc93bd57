import { Copy, FileDown, Link2Off, Save, Send } from "lucide-react";
import { Form } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { quotePdfPath, quoteSendPath } from "../admin-paths";
import { DUPLICATE_INTENT, QUOTE_EDITOR_FORM_ID } from "./editor-contract";
import { QUOTE_EDITOR_MESSAGES as M } from "./messages";

/**
 * The editor's actions beside the totals: save (the editor's form), send (a plain form post, refused
 * with its reason while something blocks it), the PDF, revoking the customer's link, duplicating.
 */
export function QuoteActionsCard({
  quote,
  canSave,
  saving,
  dirty,
  readOnly,
  sendBlocked,
}: {
  quote: { id: string; revision: number; currentVersion: number | null; linkActive: boolean };
  canSave: boolean;
  saving: boolean;
  dirty: boolean;
  readOnly: boolean;
  /** why 'Envoyer' is disabled, or null */
  sendBlocked: string | null;
}) {
  return (
    <Card className="grid gap-3 p-4">
      <Button type="submit" form={QUOTE_EDITOR_FORM_ID} disabled={!canSave} className="w-full">
        <Save aria-hidden />
        {saving ? "Enregistrement…" : "Enregistrer"}
      </Button>
      <p className="text-center text-xs text-slate-600" role="status">
        {dirty ? M.unsaved : readOnly ? "" : "Tout est enregistré."}
      </p>
      <form method="post" action={quoteSendPath(quote.id)} className="grid gap-1.5">
        <input type="hidden" name="revision" value={quote.revision} />
        <Button
          type="submit"
          variant="dark"
          className="w-full"
          disabled={sendBlocked !== null}
          aria-describedby={sendBlocked ? "quote-send-blocked" : undefined}
        >
          <Send aria-hidden />
          {quote.currentVersion ? `Envoyer la version ${quote.currentVersion + 1}` : "Envoyer au client"}
        </Button>
        {sendBlocked ? (
          <p id="quote-send-blocked" className="text-xs text-slate-600">
            {sendBlocked}
          </p>
        ) : null}
      </form>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-1">
        <a href={quotePdfPath(quote.id)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <FileDown aria-hidden />
          Télécharger le PDF
        </a>
        {quote.linkActive ? (
          <form method="post" action={quoteSendPath(quote.id)}>
            <input type="hidden" name="intent" value="revoke-link" />
            <Button type="submit" variant="outline" size="sm" className="w-full">
              <Link2Off aria-hidden />
              Révoquer le lien
            </Button>
          </form>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value={DUPLICATE_INTENT} />
          <Button type="submit" variant="outline" size="sm" className="w-full">
            <Copy aria-hidden />
            Dupliquer
          </Button>
        </Form>
      </div>
    </Card>
  );
}
