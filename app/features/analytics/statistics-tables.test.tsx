import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OTHER_VALUE } from "./daily-budget";
import { ConversionTable, RankingTable } from "./statistics-tables";

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \n\t]+/g, " ");

describe("the statistics tables", () => {
  it("shows the day's values past their budget as 'Autres', explained below the ranking", () => {
    const rows = [
      { value: OTHER_VALUE, views: 12_000, visitors: 9_000 },
      { value: "printemps-2026", views: 40, visitors: 31 },
    ];
    const html = renderToStaticMarkup(
      <RankingTable rows={rows} caption="Campagnes" valueLabel="Campagne" dimension="campaign" />,
    );
    expect(text(html)).toContain("Autres 12\u202f000 9\u202f000");
    expect(html).not.toContain(OTHER_VALUE);
    expect(text(html)).toContain(
      "«\u00a0Autres\u00a0»\u00a0: au-delà de 300 campagnes différentes dans une journée, les suivantes y sont comptées ensemble",
    );
    // no note without such a row
    expect(
      text(
        renderToStaticMarkup(
          <RankingTable rows={rows.slice(1)} caption="Campagnes" valueLabel="Campagne" dimension="campaign" />,
        ),
      ),
    ).not.toContain("Autres");
  });

  it("names the '(autres)' landing page the same way in the conversions", () => {
    const html = renderToStaticMarkup(
      <ConversionTable
        rows={[{ value: OTHER_VALUE, visitors: 3, quotes: 0, calls: 1, rate: 1 / 3 }]}
        caption="Conversions par page d'arrivée"
        valueLabel="Page d'arrivée"
      />,
    );
    expect(text(html)).toContain("Autres 3 0 1 33,3 %");
  });
});
