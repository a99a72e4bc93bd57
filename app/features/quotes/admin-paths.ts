/** Where the owner's devis pages live in the admin (docs/product.md#devis-editor). */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

export const QUOTES_PATH = `${ADMIN_BASE_PATH}/devis`;
export const QUOTE_CATALOGUE_PATH = `${QUOTES_PATH}/catalogue`;

export function quoteEditorPath(id: string): string {
  return `${QUOTES_PATH}/${encodeURIComponent(id)}`;
}

/** The PDF of a version sent, or of the working copy ('Brouillon') without a version. */
export function quotePdfPath(id: string, version?: number): string {
  return `${quoteEditorPath(id)}/pdf${version === undefined ? "" : `?version=${version}`}`;
}

/** Where 'Envoyer' posts (the sending itself is docs/product.md#devis-document). */
export function quoteSendPath(id: string): string {
  return `${quoteEditorPath(id)}/envoyer`;
}
