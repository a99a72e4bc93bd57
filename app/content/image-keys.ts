/**
 * Every image the content refers to, by key. Files are generated (and later
 * replaced by real photographs) under these names; content never holds paths.
 */
export const IMAGE_KEYS = [
  "hero",
  "service-zinguerie",
  "service-etancheite",
  "service-maintenance",
  "service-faconnage",
  "service-conseil-expertise",
  "systeme-gouttieres-villeurbanne-1",
  "systeme-gouttieres-villeurbanne-2",
  "systeme-gouttieres-villeurbanne-3",
  "cheneaux-zinc-lyon-1",
  "cheneaux-zinc-lyon-2",
  "cheneaux-zinc-lyon-3",
  "etancheite-terrasse-caluire-1",
  "etancheite-terrasse-caluire-2",
  "etancheite-terrasse-caluire-3",
  "bavettes-solins-tassin-1",
  "bavettes-solins-tassin-2",
  "bavettes-solins-tassin-3",
  "construction-neuve-meyzieu-1",
  "construction-neuve-meyzieu-2",
  "construction-neuve-meyzieu-3",
  "behind-scenes-1",
  "behind-scenes-2",
  "workshop",
  "team",
  "emergency",
  "landing-zinguerie",
  "landing-etancheite",
  "landing-maintenance",
  "landing-faconnage",
  "landing-conseil",
  "projects-hero",
] as const;

export type ImageKey = (typeof IMAGE_KEYS)[number];

export function isImageKey(value: string): value is ImageKey {
  return (IMAGE_KEYS as readonly string[]).includes(value);
}
