/**
 * A réalisation as the site and the admin read it (docs/product.md#projects-admin).
 * Pure: shared by server and browser.
 */
import type { ImageRef } from "~/features/site-images/image-ref";

/** A gallery or before/after photo: always with its alt text. */
export type ProjectImage = ImageRef & { alt: string };

export interface BeforeAfter {
  before: ProjectImage;
  after: ProjectImage;
}

export interface Project {
  id: string;
  slug: string;
  title: string;
  location: string;
  /** 'YYYY-MM' */
  month: string;
  category: string;
  description: string;
  fullDescription: string;
  /** at least one photo; the first one is the card's and the social card's */
  gallery: ProjectImage[];
  beforeAfter: BeforeAfter | null;
  features: string[];
  challenges: string[];
  results: string[];
  materials: string[];
  duration: string;
  surface: string | null;
  /** 'À la une': shown on the home page */
  featured: boolean;
  published: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export const PROJECTS_PATH = "/realisations";

/** The title of a hidden réalisation's page (and of the admin's message for an unknown one). */
export const PROJECT_NOT_FOUND = "Réalisation introuvable";

export function projectPath(slug: string): string {
  return `${PROJECTS_PATH}/${slug}`;
}

const FRENCH_MONTHS = [
  "Janvier",
  "Février",
  "Mars",
  "Avril",
  "Mai",
  "Juin",
  "Juillet",
  "Août",
  "Septembre",
  "Octobre",
  "Novembre",
  "Décembre",
] as const;

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** Years a réalisation can be dated in (a typo such as 0224 is refused). */
export const PROJECT_YEAR_RANGE = { min: 1900, max: 2100 } as const;

/** True for a 'YYYY-MM' month within PROJECT_YEAR_RANGE. */
export function isProjectMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  return year >= PROJECT_YEAR_RANGE.min && year <= PROJECT_YEAR_RANGE.max;
}

/** '2024-03' → 'Mars 2024', as the cards and the site map show it; the value itself when malformed. */
export function projectMonthLabel(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) return month;
  return `${FRENCH_MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}
