/**
 * Image manifest: every image key → alt text, intrinsic size and responsive
 * sources (AVIF + WebP srcsets, WebP fallback).
 *
 * The current files are generated illustrations (scripts/imagery/generate.mjs)
 * stored as `${IMAGE_BASE_PATH}/${key}-${width}.${avif|webp}` for each width in
 * IMAGE_WIDTHS. To replace one with a real photograph, either:
 *  - export the photo under the same names (same aspect ratio: 3:2, hero 16:9)
 *    into public/images/generated/ and update its alt text below; or
 *  - add an entry to `overrides` (another base path, widths or size).
 * Nothing else in the app holds image paths: pages use keys and
 * <ResponsiveImage image="…" />. Do not re-run the generator on a key once a
 * photo has replaced it (or pass `--only` with the remaining keys).
 */
import type { ImageKey } from "./image-keys";

export type { ImageKey };

/** Where every image lives (public/ is served at the site root). */
export const IMAGE_BASE_PATH = "/images/generated";
/** Widths available for every image (the largest is the intrinsic size). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type SiteImage = {
  alt: string;
  /** Intrinsic size of the largest file (sets the aspect ratio: no layout shift). */
  width: number;
  height: number;
  /** srcset strings, e.g. "/images/generated/hero-480.avif 480w, …". */
  sources: { avif: string; webp: string };
  /** A WebP URL for <img src> (the middle width). */
  fallback: string;
};

/** Everything a <picture> needs; the sets are null for a media file without variants (a GIF). */
export interface ResolvedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  avifSrcSet: string | null;
  webpSrcSet: string | null;
}

/**
 * The library photos the owner put in place of illustrations
 * (docs/product.md#site-images), resolved, by key: what the root loader sends
 * every page. A key that is absent shows its illustration.
 */
export type SiteImageOverrides = Partial<Record<ImageKey, ResolvedImage>>;

/** `file`: the name of another key's files, when an image shows the same picture under its own key (and alt text). */
type Override = { basePath?: string; file?: ImageKey; widths?: readonly number[]; width?: number; height?: number };

const SIZE_3_2 = { width: 1600, height: 1067 } as const;
const SIZE_HERO = { width: 1600, height: 900 } as const;

/**
 * Per-key exceptions (e.g. a real photo stored elsewhere). The réalisations page's hero starts as a
 * réalisation's photo, under a key of its own so that the owner can replace it ('Images du site').
 */
const overrides: Partial<Record<ImageKey, Override>> = { "projects-hero": { file: "cheneaux-zinc-lyon-3" } };

const LYON_RENOVATED = "Immeuble lyonnais rénové\u00a0: brisis en zinc, lucarnes et chéneau neuf dans la lumière du soir";

const alts: Record<ImageKey, string> = {
  hero: "Couvreur-zingueur au travail sur une toiture en zinc à joint debout, maison aux gouttières en cuivre au pied des Alpes",
  "service-zinguerie": "Chantier de couverture en zinc\u00a0: échafaudage, couvreurs sur le toit et sur la passerelle",
  "service-etancheite": "Pose d'une membrane d'étanchéité sur une toiture-terrasse, isolant et rouleaux prêts à poser",
  "service-maintenance": "Artisan sur une échelle nettoyant la gouttière d'une maison en tuiles",
  "service-faconnage": "Artisan pliant une tôle de zinc sur la plieuse de l'atelier",
  "service-conseil-expertise": "Plan de toiture, tablette et échantillons de zinc et de cuivre sur le bureau d'étude",
  "systeme-gouttieres-villeurbanne-1": "Maisons de ville à Villeurbanne équipées de gouttières et descentes en zinc neuves",
  "systeme-gouttieres-villeurbanne-2": "Gros plan sur une gouttière demi-ronde en zinc et ses crochets sous le bord du toit",
  "systeme-gouttieres-villeurbanne-3": "Gouttière et descente en zinc terminées, dans la lumière du soir",
  "cheneaux-zinc-lyon-1":
    "Toits de Lyon\u00a0: immeuble du XIXe siècle avec brisis en zinc, lucarnes et chéneau, couvreur en intervention",
  "cheneaux-zinc-lyon-2": "Chéneau encaissé doublé de zinc au pied d'un brisis en ardoise, avec sa naissance",
  "cheneaux-zinc-lyon-3": LYON_RENOVATED,
  "etancheite-terrasse-caluire-1":
    "Réfection de l'étanchéité d'une toiture-terrasse à Caluire\u00a0: membrane bitumineuse et isolant neuf",
  "etancheite-terrasse-caluire-2":
    "Relevé d'étanchéité, couvertine en zinc et évacuation des eaux pluviales dans un angle de terrasse",
  "etancheite-terrasse-caluire-3": "Toiture-terrasse terminée\u00a0: dalles sur plots, jardinières et garde-corps vitré",
  "bavettes-solins-tassin-1": "Maison contemporaine aux menuiseries anthracite et bavettes d'appui en aluminium laqué",
  "bavettes-solins-tassin-2":
    "Gros plan sur une bavette d'appui en aluminium laqué anthracite, avec goutte d'eau et retours latéraux",
  "bavettes-solins-tassin-3": "Façade d'une maison contemporaine aux bavettes assorties aux menuiseries, en lumière dorée",
  "construction-neuve-meyzieu-1": "Maison neuve en chantier à Meyzieu\u00a0: échafaudage, couvreurs et toiture en cours de pose",
  "construction-neuve-meyzieu-2":
    "Vue rapprochée du bardage et de la couverture en zinc anthracite à joint debout d'une maison neuve",
  "construction-neuve-meyzieu-3": "Maison neuve terminée à la tombée du jour, toiture et bardage en zinc anthracite",
  "behind-scenes-1": "Pliage d'une pièce en zinc sur la plieuse de l'atelier",
  "behind-scenes-2": "Pose d'une gouttière demi-ronde depuis l'échafaudage d'un chantier",
  workshop: "Atelier de façonnage lumineux\u00a0: plieuse, tôles de zinc et de cuivre, bobines de zinc",
  team: "L'équipe de couvreurs-zingueurs sur une toiture en zinc au soleil couchant",
  emergency: "Bâchage d'urgence d'une toiture en tuiles sous l'orage, à la tombée de la nuit",
  "landing-zinguerie": "Couverture en zinc à joint debout dominant la vallée et les Alpes",
  "landing-etancheite": "Toiture-terrasse étanche et aménagée\u00a0: dalles sur plots, jardinières et garde-corps vitré",
  "landing-maintenance": "Entretien de gouttière depuis une échelle sur une maison couverte en ardoise",
  "landing-faconnage": "Tôle de zinc pliée sur la plieuse de l'atelier, en lumière chaude",
  "projects-hero": LYON_RENOVATED,
  "landing-conseil": "Artisans examinant une toiture en ardoise avec une tablette lors d'un diagnostic",
};

function config(key: ImageKey) {
  const o = overrides[key] ?? {};
  const size = key === "hero" ? SIZE_HERO : SIZE_3_2;
  return {
    basePath: o.basePath ?? IMAGE_BASE_PATH,
    widths: o.widths ?? IMAGE_WIDTHS,
    width: o.width ?? size.width,
    height: o.height ?? size.height,
  };
}

/** URL of one file of an image. */
export function imageUrl(key: ImageKey, width: number, format: ImageFormat): string {
  return `${config(key).basePath}/${overrides[key]?.file ?? key}-${width}.${format}`;
}

/** Every file of an image with its exact pixel size (used by the tests and the preload links). */
export function imageVariants(key: ImageKey): { width: number; height: number; avif: string; webp: string }[] {
  const c = config(key);
  return c.widths.map((w) => ({
    width: w,
    height: Math.round((w * c.height) / c.width),
    avif: imageUrl(key, w, "avif"),
    webp: imageUrl(key, w, "webp"),
  }));
}

function build(key: ImageKey): SiteImage {
  const c = config(key);
  const srcSet = (format: ImageFormat) => c.widths.map((w) => `${imageUrl(key, w, format)} ${w}w`).join(", ");
  const middle = c.widths[Math.floor(c.widths.length / 2)] ?? c.width;
  return {
    alt: alts[key],
    width: c.width,
    height: c.height,
    sources: { avif: srcSet("avif"), webp: srcSet("webp") },
    fallback: imageUrl(key, middle, "webp"),
  };
}

// from the alt texts' keys (a Record of every ImageKey): the list of keys stays out of the pages' JavaScript
export const siteImages = Object.fromEntries(Object.keys(alts).map((key) => [key, build(key as ImageKey)])) as Record<
  ImageKey,
  SiteImage
>;

/** The short 'behind the scenes' clip (no audio), 960 × 640. */
export const behindScenesVideo = {
  webm: "/video/behind-scenes.webm",
  mp4: "/video/behind-scenes.mp4",
  poster: "/video/behind-scenes-poster.webp",
  width: 960,
  height: 640,
} as const;

export const logoUrl = "/images/logo.svg";
