/**
 * The customer's page to stop review requests, `/avis/desinscription/{token}`
 * (docs/product.md#review-requests): a confirm button (a plain form, no script needed), then
 * the confirmation; an unknown link says so. The same page answers the one-click post of mail
 * providers.
 */
import { BellOff, CircleCheck, SearchX } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";

export const UNSUBSCRIBE_MESSAGES = {
  title: "Demandes d'avis",
  confirmTitle: "Ne plus recevoir de demande d'avis\u00a0?",
  confirmButton: "Ne plus recevoir de demande d'avis",
  doneTitle: "C'est noté",
  doneText: (business: string) =>
    `Vous ne recevrez plus de demande d'avis de ${business}, pour ce chantier comme pour les suivants.`,
  alreadyText: "Votre adresse est déjà désinscrite\u00a0: aucune demande d'avis ne vous sera plus envoyée.",
  unknownTitle: "Lien introuvable",
  unknownText: "Ce lien de désinscription n'existe pas ou n'est plus valable. Vérifiez qu'il est complet, ou contactez-nous.",
} as const;

export type UnsubscribeView = "confirm" | "done" | "already" | "unknown";

function Shell({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600 [&_svg]:size-8">{icon}</span>
      <h1 className="mt-6 max-w-xl text-3xl font-bold text-balance sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

export function UnsubscribePage({ view }: { view: UnsubscribeView }) {
  const site = useSite();
  const home = (
    <Link to="/" className={cn(buttonVariants({ variant: "outline", size: "lg" }), "mt-8")}>
      Retour au site
    </Link>
  );
  if (view === "unknown")
    return (
      <Shell icon={<SearchX aria-hidden />} title={UNSUBSCRIBE_MESSAGES.unknownTitle}>
        <p className="mt-4 max-w-md text-lg text-slate-600">{UNSUBSCRIBE_MESSAGES.unknownText}</p>
        {home}
      </Shell>
    );
  if (view === "done" || view === "already")
    return (
      <Shell icon={<CircleCheck aria-hidden />} title={UNSUBSCRIBE_MESSAGES.doneTitle}>
        <p role="status" className="mt-4 max-w-md text-lg text-slate-600">
          {view === "done" ? UNSUBSCRIBE_MESSAGES.doneText(site.name) : UNSUBSCRIBE_MESSAGES.alreadyText}
        </p>
        {home}
      </Shell>
    );
  return (
    <Shell icon={<BellOff aria-hidden />} title={UNSUBSCRIBE_MESSAGES.confirmTitle}>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        {site.name} vous a écrit une fois, à la fin de votre chantier, pour vous demander votre avis. Confirmez pour ne plus
        jamais recevoir ce type d'e-mail.
      </p>
      <Form method="post" className="mt-8">
        <Button type="submit" size="lg" name="intent" value="unsubscribe">
          {UNSUBSCRIBE_MESSAGES.confirmButton}
        </Button>
      </Form>
    </Shell>
  );
}
