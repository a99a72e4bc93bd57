import type { PageView } from "~/features/analytics/page-views";

/** A desktop browser's User-Agent. */
export const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36";

/** A view of `path` on a desktop, from no referrer nor campaign unless `extra` says. */
export const view = (path: string, extra: Partial<PageView> = {}): PageView => ({
  path,
  referrerHost: "",
  campaign: "",
  source: "",
  device: "desktop",
  ...extra,
});
