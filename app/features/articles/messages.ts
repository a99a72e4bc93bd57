/**
 * Article texts (docs/product.md#admin-articles, docs/product.md#article-save), apart from rules.ts so that the editor can
 * show them without loading the validation code (zod) in the browser; the
 * public blog's own texts (BLOG_MESSAGES, in blog-copy.ts) are included.
 * rules.ts re-exports them.
 */
import {
  ARTICLE_CATEGORY_MAX_LENGTH,
  ARTICLE_CONTENT_MAX_LENGTH,
  ARTICLE_EXCERPT_MAX_LENGTH,
  ARTICLE_KEYWORD_MAX_LENGTH,
  ARTICLE_MAX_KEYWORDS,
  ARTICLE_TITLE_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
} from "~/config/constants";
import { BLOG_MESSAGES } from "./blog-copy";

const frenchInteger = (n: number) => new Intl.NumberFormat("fr-FR").format(n);

export const ARTICLE_MESSAGES = {
  ...BLOG_MESSAGES,
  required: "Le titre et le contenu sont obligatoires",
  notSignedIn: "Vous devez être connecté pour sauvegarder",
  published: "Article publié !",
  saved: "Article sauvegardé !",
  updated: "Article mis à jour !",
  unpublished: "Article retiré du site (brouillon)",
  unpublishQuestion: "L'article sera retiré du site. Continuer\u00a0?",
  unpublishHelp:
    "Un brouillon n'est visible que dans l'administration : la page de l'article et ses anciennes adresses ne répondront plus sur le blog.",
  unpublishConfirm: "Retirer du site",
  keepOnline: "Garder en ligne et enregistrer",
  saveError: (message: string) => `Erreur lors de la sauvegarde: ${message}`,
  loadError: "Erreur lors du chargement de l'article",
  listLoadError: "Erreur lors du chargement des articles",
  deleted: "Article supprimé avec succès",
  deleteError: "Erreur lors de la suppression",
  toggledOn: "Article publié",
  toggledOff: "Article masqué",
  toggleError: "Erreur lors de la mise à jour",
  confirmDelete: "Êtes-vous sûr de vouloir supprimer cet article ?",
  empty: "Aucun article trouvé",
  createFirst: "Créer votre premier article",
  statusPublished: "Publié",
  statusDraft: "Brouillon",
  publish: "Publier",
  hide: "Masquer",
  saveDraft: "Sauvegarder brouillon",
  publishArticle: "Publier l'article",
  titleTooLong: `Le titre ne doit pas dépasser ${frenchInteger(ARTICLE_TITLE_MAX_LENGTH)} caractères`,
  contentTooLong: `Le contenu ne doit pas dépasser ${frenchInteger(ARTICLE_CONTENT_MAX_LENGTH)} caractères`,
  excerptTooLong: `L'extrait ne doit pas dépasser ${frenchInteger(ARTICLE_EXCERPT_MAX_LENGTH)} caractères`,
  categoryTooLong: `La catégorie ne doit pas dépasser ${frenchInteger(ARTICLE_CATEGORY_MAX_LENGTH)} caractères`,
  keywordTooLong: `Chaque mot-clé doit faire au plus ${frenchInteger(ARTICLE_KEYWORD_MAX_LENGTH)} caractères`,
  tooManyKeywords: `Pas plus de ${frenchInteger(ARTICLE_MAX_KEYWORDS)} mots-clés`,
  invalidKeywords: "Mots-clés invalides",
  invalidValue: "Valeur invalide",
  invalidImageUrl: "L'URL de l'image doit commencer par https:// (ou désigner un fichier de la médiathèque /media/...)",
  imageUrlTooLong: `L'URL de l'image ne doit pas dépasser ${frenchInteger(IMAGE_URL_MAX_LENGTH)} caractères`,
  noFreeSlug: "Impossible de trouver une adresse libre pour cet article",
} as const;
