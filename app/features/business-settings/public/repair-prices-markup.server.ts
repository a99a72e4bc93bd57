/**
 * The 'Nos tarifs' block as HTML, built in a page's loader
 * (docs/product.md#repair-prices): the page inserts it as it is, so that the
 * block costs the page's JavaScript nothing. '' while no price is given (the
 * block is left out; the dashboard says the law asks for it).
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { hasRepairPrices, type SiteConfig } from "~/config/site";
import { RepairPricesBlock } from "./repair-prices-block";

export function repairPricesMarkup(site: Pick<SiteConfig, "repairPrices">): string {
  return hasRepairPrices(site) ? renderToStaticMarkup(createElement(RepairPricesBlock, { prices: site.repairPrices })) : "";
}
