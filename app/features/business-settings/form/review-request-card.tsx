/** The fields of 'Avis clients' in Réglages (docs/product.md#review-requests), mounted by the settings form. */
import { Star } from "lucide-react";
import { SectionCard } from "./section-card";
import { TextField } from "~/features/auth/ui";
import { REVIEW_DELAY_MAX_DAYS, type ReviewRequestDraft } from "../sections/review-request";

export function ReviewRequestSettingsCard({
  draft,
  errors,
}: {
  draft: ReviewRequestDraft;
  errors: Record<string, string | undefined>;
}) {
  return (
    <SectionCard
      id="reviews"
      icon={Star}
      title="Avis clients"
      description={
        "Quelques jours après la fin du chantier, chaque client reçoit une fois un e-mail l'invitant à laisser un avis Google. Tous les clients sont sollicités, sans tri\u00a0: Google interdit de ne demander qu'aux clients satisfaits."
      }
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <TextField
          label="Lien vers vos avis Google"
          name="googleReviewUrl"
          type="url"
          inputMode="url"
          defaultValue={draft.googleReviewUrl}
          error={errors.googleReviewUrl}
          hint={
            "Dans votre fiche Google Business Profile, «\u00a0Demander des avis\u00a0» donne ce lien. Sans lien, aucune demande n'est envoyée."
          }
          autoComplete="off"
        />
        <TextField
          label="Délai (jours)"
          name="reviewDelayDays"
          type="number"
          inputMode="numeric"
          min={0}
          max={REVIEW_DELAY_MAX_DAYS}
          defaultValue={draft.reviewDelayDays}
          error={errors.reviewDelayDays}
          hint={"Après «\u00a0Chantier terminé le\u00a0», envoyé pendant les horaires d'ouverture."}
        />
      </div>
    </SectionCard>
  );
}
