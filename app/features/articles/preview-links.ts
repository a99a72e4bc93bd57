/**
 * Preview links of an article, the parts the browser may know
 * (docs/product.md#article-preview-links): their address, life span, form
 * fields and texts.
 */
import { INTENT_FIELD } from "~/lib/form-intent";

export const PREVIEW_LINK_DAYS = 7;
/** 32 random bytes in base64url: 43 characters. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const PREVIEW_PATH_PREFIX = "/apercu/";

export const PREVIEW_LINK_INTENTS = { create: "preview-link-create", revoke: "preview-link-revoke" } as const;
export const PREVIEW_LINK_FIELDS = { intent: INTENT_FIELD, linkId: "preview_link_id" } as const;

export const PREVIEW_LINK_MESSAGES = {
  title: "Lien d'aperçu",
  intro: `Une adresse secrète qui montre l'article tel qu'il paraîtra, même en brouillon, pendant ${PREVIEW_LINK_DAYS} jours. Elle n'est jamais indexée par les moteurs de recherche.`,
  create: "Créer un lien d'aperçu",
  created: "Lien d'aperçu créé",
  copyOnce: "Copiez-le maintenant : il ne sera plus affiché.",
  copy: "Copier le lien",
  copied: "Lien copié",
  revoke: "Révoquer",
  revoked: "Lien d'aperçu révoqué",
  active: "Liens actifs",
  none: "Aucun lien d'aperçu actif.",
  expiresOn: (when: string) => `Expire le ${when}`,
  createdOn: (when: string) => `Créé le ${when}`,
  error: "Erreur lors de la mise à jour des liens d'aperçu",
  banner: "Aperçu — cet article n'est pas encore publié",
  bannerPublished: "Aperçu — cet article est publié",
  gone: "Ce lien d'aperçu a expiré ou a été révoqué",
  goneText: "Demandez un nouveau lien à l'auteur de l'article.",
} as const;

export interface PreviewLinkActionResult {
  previewLinks: {
    ok: boolean;
    message: string;
    /** the new link's address, shown this once (only its hash is stored) */
    created?: { url: string; expiresLabel: string };
  };
}

/** How the editor lists an active link. */
export interface PreviewLinkRow {
  id: string;
  createdLabel: string;
  expiresLabel: string;
}

export function isPreviewTokenFormat(token: string): boolean {
  return PREVIEW_TOKEN_PATTERN.test(token);
}

export function previewPath(token: string): string {
  return `${PREVIEW_PATH_PREFIX}${token}`;
}
