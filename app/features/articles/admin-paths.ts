/** URLs of the article admin pages (docs/product.md#permissions), shared by browser and server code. */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const ADMIN_PATHS = {
  dashboard: ADMIN_BASE_PATH,
  articles: `${ADMIN_BASE_PATH}/articles`,
  write: `${ADMIN_BASE_PATH}/write`,
  edit: (id: string) => `${ADMIN_BASE_PATH}/edit/${encodeURIComponent(id)}`,
  /** docs/product.md#article-revisions */
  history: (id: string) => `${ADMIN_BASE_PATH}/edit/${encodeURIComponent(id)}/historique`,
} as const;
