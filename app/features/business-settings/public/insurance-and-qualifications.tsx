/**
 * The décennale insurance and the trade qualifications as the legal pages
 * show them (docs/product.md#decennale-insurance, docs/product.md#qualifications):
 * the insurer, contract and coverage, or 'À renseigner' while 'Réglages' has
 * none; the qualifications still valid today (the public site holds no other).
 */
import { LegalFacts, ToBeGiven } from "~/components/legal-document";
import { hasDecennale, type SiteConfig } from "~/config/site";
import { formatFrenchDate } from "~/lib/dates";
import { useSite } from "~/lib/use-site";

export function DecennaleDetails({ decennale }: { decennale: SiteConfig["decennale"] }) {
  if (!hasDecennale({ decennale })) {
    return (
      <p data-decennale="missing">
        <ToBeGiven>Coordonnées de l'assureur à renseigner.</ToBeGiven>
      </p>
    );
  }
  return (
    <div data-decennale="given">
      <LegalFacts
        rows={[
          ["Assureur", decennale.insurer],
          ["Numéro de contrat", decennale.contractNumber],
          ["Couverture géographique", decennale.coverage],
        ]}
      />
    </div>
  );
}

export function QualificationList({ qualifications }: { qualifications: SiteConfig["qualifications"] }) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-[var(--radius-card)] ring-1 ring-slate-200" data-testid="qualifications">
      {qualifications.map((q, index) => (
        <li key={index} className="flex flex-col gap-1 bg-white px-5 py-3.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="font-medium text-ink">{q.name}</span>
          <span className="text-sm text-slate-600">
            n°&nbsp;{q.number}, valable jusqu'au {formatFrenchDate(`${q.validUntil}T12:00:00Z`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The legal notice's part: the insurance, then the qualifications when there are any. */
export function InsuranceAndQualifications() {
  const { decennale, qualifications } = useSite();
  return (
    <div className="mt-8 grid gap-6" data-testid="insurance-and-qualifications">
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold text-ink">Assurance responsabilité civile décennale</h3>
        <DecennaleDetails decennale={decennale} />
      </div>
      {qualifications.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="text-lg font-semibold text-ink">Qualifications professionnelles</h3>
          <QualificationList qualifications={qualifications} />
        </div>
      ) : null}
    </div>
  );
}
