/** The dashboard's list of what the law asks the site to publish and 'Réglages' does not hold yet (legal-requirements.ts). */
import { ArrowRight, Scale } from "lucide-react";
import { Link } from "react-router";
import type { MissingLegalFact } from "./legal-requirements";

export function LegalRequirementsBanner({ missing }: { missing: readonly MissingLegalFact<string>[] }) {
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="legal-requirements-title"
      data-testid="legal-requirements"
      className="mb-6 overflow-hidden rounded-2xl border border-amber-200 bg-amber-50 text-sm text-amber-950 shadow-[var(--shadow-card)]"
    >
      <div className="flex items-start gap-3 p-4 sm:p-5">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-700 ring-1 ring-amber-200"
          aria-hidden
        >
          <Scale className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="legal-requirements-title" className="text-base font-semibold text-amber-900">
            {missing.length > 1 ? "Informations légales à compléter" : "Une information légale à compléter"}
          </h2>
          <p className="mt-0.5 text-amber-800">La loi impose de les publier sur le site.</p>
        </div>
      </div>
      <ul className="divide-y divide-amber-200/70 border-t border-amber-200/70 bg-white/60">
        {missing.map((item) => (
          <li
            key={item.fact}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-5"
          >
            <p className="min-w-0 text-amber-950">{item.message}</p>
            <Link
              to={item.href}
              className="group inline-flex shrink-0 items-center gap-1.5 font-semibold text-amber-900 underline underline-offset-4"
            >
              Compléter dans Réglages
              <ArrowRight className="size-3.5 transition group-hover:translate-x-0.5" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
