/**
 * The 'Agenda' card of Réglages (docs/product.md#calendar-feed): the owner's private calendar
 * address with 'Copier l'adresse', how to subscribe in Google Calendar or Apple Calendar, and
 * 'Générer une nouvelle adresse' (a form of its own: the old address then answers 404).
 */
import { CalendarDays, Copy, RefreshCw } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/features/business-settings/form/section-card";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";

export const CALENDAR_FEED_ANCHOR = "agenda";
export const CALENDAR_FEED_ADDRESS_PATH = `${ADMIN_BASE_PATH}/agenda`;

export const CALENDAR_FEED_MESSAGES = {
  copied: "Adresse de l'agenda copiée.",
  regenerated: "Nouvelle adresse créée\u00a0: l'ancienne ne fonctionne plus. Abonnez vos agendas à la nouvelle.",
  howTo:
    "Google Agenda (sur ordinateur)\u00a0: «\u00a0Autres agendas\u00a0», «\u00a0+\u00a0», «\u00a0À partir de l'URL\u00a0», collez l'adresse. Apple Calendrier\u00a0: «\u00a0Fichier\u00a0», «\u00a0Nouvel abonnement à un calendrier\u00a0» (sur iPhone\u00a0: Réglages, Calendrier, Comptes, «\u00a0Ajouter un compte\u00a0», Autre, «\u00a0Ajouter un cal. avec abonnement\u00a0»). L'agenda se met à jour tout seul, en général en quelques heures.",
  confirm: "L'ancienne adresse cessera de fonctionner dans tous les agendas abonnés. Continuer\u00a0?",
} as const;

export function CalendarFeedCard({ url }: { url: string }) {
  const hydrated = useHydrated();
  const fieldId = "calendar-feed-url";
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify("success", CALENDAR_FEED_MESSAGES.copied);
    } catch {
      // no clipboard (an insecure origin): the address stays selectable in its field
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div id={CALENDAR_FEED_ANCHOR} className="scroll-mt-24">
      <SectionCard
        id="calendar-feed"
        icon={CalendarDays}
        title="Agenda"
        description={
          "Vos visites et les dates d'expiration des devis envoyés, dans l'agenda de votre téléphone. Adresse privée\u00a0: ne la partagez pas."
        }
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          Adresse de votre agenda
        </label>
        <input
          id={fieldId}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm text-ink"
        />
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{CALENDAR_FEED_MESSAGES.howTo}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" onClick={copy} disabled={!hydrated}>
            <Copy aria-hidden />
            Copier l'adresse
          </Button>
          <Form
            method="post"
            action={CALENDAR_FEED_ADDRESS_PATH}
            onSubmit={(event) => {
              if (!window.confirm(CALENDAR_FEED_MESSAGES.confirm)) event.preventDefault();
            }}
          >
            <Button type="submit" size="sm" variant="outline" name="intent" value="regenerate">
              <RefreshCw aria-hidden />
              Générer une nouvelle adresse
            </Button>
          </Form>
        </div>
      </SectionCard>
    </div>
  );
}
