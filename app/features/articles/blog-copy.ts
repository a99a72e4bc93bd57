/**
 * The public blog's texts, kept small for the public pages' JavaScript:
 * the documented ones (BLOG_MESSAGES, also part of ARTICLE_MESSAGES; docs/product.md#blog-list)
 * and our own copy.
 */
export const BLOG_MESSAGES = {
  notFound: "Article non trouvé",
  notFoundText: "L'article que vous recherchez n'existe pas ou n'est plus disponible.",
  backToBlog: "Retour au blog",
  publicEmpty: "Aucun article publié pour le moment.",
  loadingList: "Chargement des articles...",
  loadingArticle: "Chargement de l'article...",
  blogTitle: "Notre Blog",
  readMore: "Lire la suite →",
  publishedOn: (date: string) => `Publié le ${date}`,
  updatedOn: (date: string) => `Mis à jour le ${date}`,
  previewUnpublished: "Aperçu — non publié",
} as const;

export const BLOG_EYEBROW = "Conseils & actualités";
export const BLOG_INTRO =
  "Conseils d'entretien, techniques de zinguerie et d'étanchéité, retours de chantier\u00a0: le savoir-faire de nos couvreurs en Auvergne-Rhône-Alpes.";
export const BLOG_PAGE_LABEL = (page: number) => `Page ${page}`;
export const BLOG_PREVIOUS = "Précédent";
export const BLOG_NEXT = "Suivant";
export const BLOG_PAGINATION_LABEL = "Pagination du blog";
export const ARTICLE_CTA_TITLE = "Un projet pour votre toiture\u00a0?";
export const ARTICLE_CTA_TEXT = "Nos couvreurs-zingueurs vous conseillent et établissent votre devis gratuitement, sous 24h.";
export const ARTICLE_CTA_BUTTON = "Demander un devis gratuit";
export const ARTICLE_KEYWORDS_LABEL = "Mots-clés";
