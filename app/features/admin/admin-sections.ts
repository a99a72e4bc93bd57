import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { ADMIN_NAV, DASHBOARD_NAV_ITEM, type AdminNavItem } from "./nav";

const LEADS_PATH = `${ADMIN_BASE_PATH}/leads`;
const MEDIA_PATH = `${ADMIN_BASE_PATH}/images`;

const work = ADMIN_NAV.filter((i) => i.group === "work");

/** The admin's menus: the requests first, then the dashboard and the rest of the work (docs/product.md#admin-shell). */
export const WORK_SECTIONS: readonly AdminNavItem[] = [
  ...work.filter((i) => i.to === LEADS_PATH),
  DASHBOARD_NAV_ITEM,
  ...work.filter((i) => i.to !== LEADS_PATH),
];

export const SETTINGS_SECTIONS: readonly AdminNavItem[] = ADMIN_NAV.filter((i) => i.group === "settings");

function section(to: string): AdminNavItem {
  const item = [...WORK_SECTIONS, ...SETTINGS_SECTIONS].find((i) => i.to === to);
  if (!item) throw new Error(`no admin section at ${to}`);
  return item;
}

/**
 * The phone's bottom bar: what the owner opens most between two jobs, under his thumb. The photos
 * of a site taken on his phone go to the media library, hence its place beside the requests.
 */
export const PHONE_SHORTCUTS: readonly (AdminNavItem & { short: string })[] = [
  { ...section(LEADS_PATH), short: "Demandes" },
  { ...DASHBOARD_NAV_ITEM, short: "Tableau de bord" },
  { ...section(MEDIA_PATH), short: "Médiathèque" },
];
