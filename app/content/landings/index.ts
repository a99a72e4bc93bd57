import type { Landing, LandingSlug } from "../types";
import { conseilLanding } from "./conseil";
import { etancheiteLanding } from "./etancheite";
import { faconnageLanding } from "./faconnage";
import { maintenanceLanding } from "./maintenance";
import { zinguerieLanding } from "./zinguerie";

export { conseilLanding, CONSULTING_PRICES } from "./conseil";
export { etancheiteLanding, WATERPROOFING_PRICES_FROM } from "./etancheite";
export { faconnageLanding, CREATION_PRICES_FROM, WORKSHOP } from "./faconnage";
export { maintenanceLanding, MAINTENANCE_CONTRACT_PRICES } from "./maintenance";
export { zinguerieLanding, GUTTER_PRICE_PER_METRE } from "./zinguerie";
export { fromPrice } from "./shared";

/** The five landing pages by slug. */
export const landings = {
  zinguerie: zinguerieLanding,
  etancheite: etancheiteLanding,
  maintenance: maintenanceLanding,
  faconnage: faconnageLanding,
  conseil: conseilLanding,
} as const satisfies Record<LandingSlug, Landing>;
