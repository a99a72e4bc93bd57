/**
 * 'Suggérer' for an image's alt text (docs/product.md#media-alt-text), the
 * pure parts: a suggestion drawn from context alone (the file's name, the
 * article it goes into) when no model looks at the image, the cleaning of a
 * model's answer, and the French prompt sent with the image. Every
 * suggestion only fills the field; the owner reads it and saves.
 */
import { MEDIA_ALT_MAX_LENGTH, cutAtWord, normaliseAltText } from "./alt-text";

/** Where the image is being placed, when it goes into an article. */
export interface AltSuggestionContext {
  /** the article's title */
  title?: string;
  /** the article's category */
  category?: string;
}

/** Where a suggestion came from: a model that saw the image, or the file's name and the article. */
export type AltSuggestionSource = "vision" | "context";

export const ALT_SUGGESTION_MESSAGES = {
  fromVision: "D'après l'image, par l'IA",
  fromContext: "D'après le nom du fichier et l'article, sans voir l'image",
  nothingToSuggest: "Aucune suggestion possible pour ce fichier : décrivez l'image en quelques mots.",
  visionRefused:
    "Le modèle configuré n'accepte pas les images (vérifiez AI_VISION et AI_MODEL) : suggestion tirée du nom du fichier.",
  visionRefusedNothing:
    "Le modèle configuré n'accepte pas les images (vérifiez AI_VISION et AI_MODEL) : décrivez l'image en quelques mots.",
  failure: (message: string) => `Suggestion impossible : ${message}`,
  rateLimited: (limit: number, wait: string) => `trop de demandes à l'IA (${limit} par heure au plus), réessayez dans ${wait}`,
  unexpected: "erreur inattendue du serveur, réessayez",
  network: "le serveur ne répond pas, vérifiez la connexion et réessayez",
} as const;

/**
 * Words of a file name that say nothing about the picture: camera and phone
 * prefixes, messaging apps, edit markers.
 */
const NOISE_WORDS = new Set([
  "img",
  "image",
  "images",
  "dsc",
  "dscn",
  "dscf",
  "dcim",
  "pxl",
  "mvimg",
  "photo",
  "photos",
  "pic",
  "picture",
  "screenshot",
  "capture",
  "ecran",
  "screen",
  "shot",
  "whatsapp",
  "signal",
  "telegram",
  "messenger",
  "snapchat",
  "instagram",
  "facebook",
  "fb",
  "wa",
  "at",
  "edit",
  "edited",
  "final",
  "copie",
  "copy",
  "modifie",
  "retouche",
  "hdr",
  "raw",
  "burst",
  "portrait",
  "scaled",
  "resized",
  "small",
  "large",
  "thumb",
  "thumbnail",
  "web",
  "new",
  "jpg",
  "jpeg",
  "png",
  "webp",
  "gif",
  "avif",
]);

/**
 * The descriptive words of an uploaded file's name: extension, separators,
 * camera counters (IMG_2034), dates, times, version marks and random ids
 * removed. 'facade-zinc_pose-2023-05-12-v2.JPG' → ['facade', 'zinc', 'pose'].
 */
export function descriptiveWordsOf(fileName: string): string[] {
  const stem = fileName.replace(/\.[a-z0-9]{2,5}$/i, "");
  return stem
    .split(/[\s_\-.+~()[\]{},;]+/)
    .filter((token) => !NOISE_WORDS.has(token.toLowerCase())) // 'WhatsApp' before its camelCase split
    .flatMap((token) => token.replace(/([a-zà-ÿ])([A-Z])/g, "$1 $2").split(" "))
    .filter((word) => {
      const lower = word.toLowerCase();
      if (Array.from(lower).length < 2) return false;
      if (NOISE_WORDS.has(lower)) return false;
      if (/\d/.test(lower) && !/^\d{1,3}(?:e|er|ème|eme)$/.test(lower)) return false; // counters, dates, ids, v2
      if (/^[a-f]{8,}$/.test(lower)) return false; // hexadecimal ids without digits
      return /\p{L}/u.test(lower);
    });
}

function capitalise(text: string): string {
  return text ? text[0]!.toLocaleUpperCase("fr-FR") + text.slice(1) : text;
}

/**
 * A suggestion without AI: the file name's words, with the article's
 * category when it adds something; else the article's title. Null when
 * nothing descriptive is known (then the owner writes it).
 * 'gouttiere-zinc.jpg' in 'Zinguerie' → 'Gouttiere zinc – Zinguerie'.
 */
export function contextAltSuggestion(fileName: string, context: AltSuggestionContext = {}): string | null {
  const words = descriptiveWordsOf(fileName);
  const title = normaliseAltText(context.title);
  const category = normaliseAltText(context.category);
  let suggestion: string;
  if (words.length > 0) {
    const phrase = capitalise(words.join(" ").toLocaleLowerCase("fr-FR"));
    const alreadySaid = category && phrase.toLocaleLowerCase("fr-FR").includes(category.toLocaleLowerCase("fr-FR"));
    suggestion = category && !alreadySaid ? `${phrase} – ${category}` : phrase;
  } else if (title) {
    suggestion = `Illustration de l'article « ${title} »`;
  } else {
    return null;
  }
  return cutAtWord(suggestion, MEDIA_ALT_MAX_LENGTH);
}

/** The instructions sent to a model that looks at the image. */
export const VISION_SYSTEM_PROMPT = [
  "Tu rédiges le texte alternatif (attribut alt) des images du site d'une entreprise de couverture, zinguerie et étanchéité.",
  "Décris ce que montre l'image, concrètement, en une phrase en français de 125 caractères au plus.",
  "Réponds uniquement par ce texte : sans guillemets, sans préfixe, sans commencer par « Image de » ou « Photo de ».",
].join(" ");

/** The text part of the message that carries the image. */
export function visionUserText(context: AltSuggestionContext = {}): string {
  const title = normaliseAltText(context.title);
  const category = normaliseAltText(context.category);
  const lines = ["Écris le texte alternatif de cette image."];
  if (title) lines.push(`Elle illustre l'article « ${title} »${category ? ` (catégorie ${category})` : ""}.`);
  return lines.join(" ");
}

/**
 * A model's answer as an alt text: a leading reasoning block, labels
 * ('Texte alternatif :'), quotes, Markdown markers and a leading 'Image de'
 * removed; the first line only; cut at a word within the maximum. Null when
 * nothing is left.
 */
export function cleanModelAltText(answer: string): string | null {
  let text = answer.replace(/<think>[\s\S]*?(?:<\/think>|$)/gi, "").trim();
  text = text.split(/\n/).find((line) => line.trim()) ?? "";
  text = text
    .replace(/^\s*(?:[-*>#]+\s*)+/, "")
    .replace(/^\s*\**\s*(?:texte alternatif|alt(?:ernative)? text|alt)\s*\**\s*[:：]\s*/i, "")
    .replace(/[*_`]/g, "")
    .trim()
    .replace(/^["'«“‘\s]+|["'»”’\s]+$/g, "")
    .replace(/^(?:une |l')?(?:image|photo|photographie) (?:de |d'|du |des |montrant )/i, "")
    .trim();
  text = normaliseAltText(capitalise(text));
  if (!text) return null;
  return cutAtWord(text, MEDIA_ALT_MAX_LENGTH);
}
