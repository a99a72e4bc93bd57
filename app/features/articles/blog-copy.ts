/** Blog texts beyond SPEC's (SPEC's own are in rules.ts ARTICLE_MESSAGES). */
export const BLOG_EYEBROW = "Conseils & actualités";
export const BLOG_INTRO =
  "Conseils d'entretien, techniques de zinguerie et d'étanchéité, retours de chantier : le savoir-faire de nos couvreurs en Auvergne-Rhône-Alpes.";
export const BLOG_PAGE_LABEL = (page: number) => `Page ${page}`;
export const BLOG_PREVIOUS = "Précédent";
export const BLOG_NEXT = "Suivant";
export const BLOG_PAGINATION_LABEL = "Pagination du blog";
export const ARTICLE_CTA_TITLE = "Un projet pour votre toiture ?";
export const ARTICLE_CTA_TEXT = "Nos couvreurs-zingueurs vous conseillent et établissent votre devis gratuitement, sous 24h.";
export const ARTICLE_CTA_BUTTON = "Demander un devis gratuit";
export const ARTICLE_KEYWORDS_LABEL = "Mots-clés";
