import { parseHTML } from "linkedom";
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
        rows={[{ value: OTHER_VALUE, views: 3, quotes: 0, calls: 1, rate: 1 / 3 }]}
        caption="Conversions par page d'arrivée"
        valueLabel="Page d'arrivée"
      />,
    );
    expect(text(html)).toContain("Autres 3 0 1 33,3\u00a0%");
  });

  it("shows a page by its title with its path beneath, and a path without a title as it is", () => {
    const html = renderToStaticMarkup(
      <RankingTable
        rows={[
          { value: "/services/zinguerie", title: "Zinguerie", views: 9, visitors: 4 },
          { value: "/ancienne-page", views: 2, visitors: 1 },
        ]}
        caption="Pages les plus vues"
        valueLabel="Page"
      />,
    );
    const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
    const rows = [...document.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map(
        (cell) =>
          [...cell.querySelectorAll(":scope > span.block")].map((line) => line.textContent).join(" | ") || cell.textContent,
      ),
    );
    // the title, then the path beneath it
    expect(rows).toEqual([
      ["Zinguerie | /services/zinguerie", "9", "4"],
      ["/ancienne-page", "2", "1"],
    ]);
  });

  it("never shows a rate above 100 %: it is capped and the note says why", () => {
    const rows = [{ value: "/contact", title: "Contact", views: 1, quotes: 4, calls: 0, rate: 4 }];
    const html = renderToStaticMarkup(<ConversionTable rows={rows} caption="Conversions" valueLabel="Page d'arrivée" />);
    expect(text(html)).not.toContain("400");
    expect(text(html)).toContain("1 4 0 100\u00a0% * (plafonné, voir la note)");
    expect(text(html)).toContain("une partie vient de visiteurs arrivés sur une autre page ou un autre jour");
    const uncapped = renderToStaticMarkup(
      <ConversionTable rows={[{ ...rows[0]!, views: 8, rate: 0.5 }]} caption="Conversions" valueLabel="Page d'arrivée" />,
    );
    expect(text(uncapped)).not.toContain("plafonné");
  });
});
