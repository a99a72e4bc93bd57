import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QuoteStatisticsSection } from "./statistics-section";
import { quoteStatisticsOf } from "./statistics";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \n\t]+/g, " ");

describe("the devis on the statistics page (docs/product.md#statistics-devis)", () => {
  it("shows the four figures the French way, the rate's rule, and a row per month", () => {
    const stats = quoteStatisticsOf(
      [
        { kind: "sent", day: "2026-11-02" },
        { kind: "sent", day: "2026-11-03" },
        { kind: "sent", day: "2026-11-04" },
        { kind: "accepted", day: "2026-11-05", ttcCents: 1_234_567 },
        { kind: "not-accepted", day: "2026-11-06" },
        { kind: "not-accepted", day: "2026-11-07" },
      ],
      ["2026-10-31", "2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"],
    );
    const shown = text(renderToStaticMarkup(<QuoteStatisticsSection statistics={stats} />));
    expect(shown).toContain("Devis envoyés 3 ");
    expect(shown).toContain("Devis acceptés 1 ");
    expect(shown).toContain("Taux d'acceptation 33,3\u00a0% acceptés / devis tranchés (acceptés, refusés, rétractés ou expirés)");
    expect(shown).toContain("Montant signé 12\u202f346\u00a0€ TTC, devis acceptés");
    expect(shown).toContain("Nov. 2026 Novembre 2026 3 1 33,3\u00a0% 12\u202f346\u00a0€");
    // October had no devis: not listed
    expect(shown).not.toContain("Octobre");
  });
});
