/** URLs of the article admin pages (docs/product.md#permissions), shared by browser and server code. */
export const ADMIN_PATHS = {
  dashboard: "/dashboard-management-panel",
  articles: "/dashboard-management-panel/articles",
  write: "/dashboard-management-panel/write",
  edit: (id: string) => `/dashboard-management-panel/edit/${encodeURIComponent(id)}`,
  /** docs/product.md#article-revisions */
  history: (id: string) => `/dashboard-management-panel/edit/${encodeURIComponent(id)}/historique`,
} as const;
