/** What the AI assistant and the generate-article endpoint say, in French (shared by browser and server). */
import { AI_PROMPT_MAX_LENGTH } from "~/config/constants";

export const AI_MESSAGES = {
  topicRequired: "Veuillez saisir un sujet pour générer du contenu",
  success: "Contenu généré avec succès !",
  failure: (message: string) => `Erreur lors de la génération: ${message}`,
  notConfigured: "le service IA n'est pas configuré",
  promptTooLong: `Le sujet ne doit pas dépasser ${AI_PROMPT_MAX_LENGTH} caractères`,
  unsupportedType: "Type de génération non pris en charge",
  invalidRequest: "Requête de génération invalide",
  generate: "Générer avec IA",
  replace: "Remplacer avec IA",
} as const;
