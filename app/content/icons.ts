import type * as lucide from "lucide-react";

/**
 * The lucide icon names the content uses, as a closed list: a page can map
 * them with a `Record<ContentIcon, LucideIcon>` (TypeScript then flags any
 * missing one) instead of importing the whole icon set.
 */
export const CONTENT_ICONS = [
  // the five service icons (SPEC §3)
  "Droplets",
  "Shield",
  "Wrench",
  "Hammer",
  "Settings",
  // everything else
  "Award",
  "BadgeCheck",
  "BadgeEuro",
  "Building2",
  "CalendarCheck",
  "ClipboardCheck",
  "ClipboardList",
  "Clock",
  "CloudRain",
  "Cog",
  "CreditCard",
  "Euro",
  "Eye",
  "Factory",
  "FileSearch",
  "FileText",
  "Gauge",
  "Handshake",
  "HardHat",
  "House",
  "Layers",
  "Leaf",
  "MapPin",
  "MessageSquare",
  "Package",
  "PaintRoller",
  "Phone",
  "Ruler",
  "Scissors",
  "Search",
  "ShieldCheck",
  "Siren",
  "Sparkles",
  "Star",
  "Target",
  "ThumbsUp",
  "Timer",
  "TriangleAlert",
  "Truck",
  "Umbrella",
  "Users",
  "Wind",
  "Zap",
] as const satisfies readonly (keyof typeof lucide)[];

export type ContentIcon = (typeof CONTENT_ICONS)[number];
