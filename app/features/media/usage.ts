/**
 * Where a media file is used (docs/product.md#media-usage): the answer's
 * shape, and the finder each feature whose content can show a photo of the
 * library provides (features/media-usage asks them all).
 */
export interface MediaUse {
  /** what uses it, as the owner knows it: 'Réalisation « Chéneaux à Lyon »', 'Image du site : accueil' */
  label: string;
  /** the admin page where it can be changed */
  href: string;
}

/** Given a file's public URL ('/media/…') and its stored name, the places that use it. */
export type MediaUsageFinder = (media: { url: string; name: string }) => Promise<MediaUse[]>;

/**
 * A photo described where it is used (docs/product.md#media-alt-text): a
 * réalisation's photo or a site image keeps its own alt text. The library
 * shows it, and does not call the photo undescribed.
 */
export interface MediaDescription {
  alt: string;
  /** where it is written: 'Réalisation « Chéneaux à Lyon »' */
  where: string;
  /** whether the description belongs to this library file */
  shows: (media: { url: string; name: string }) => boolean;
}

/** Every description a feature keeps with the library photos it shows (one read for the whole library). */
export type MediaDescriptionLister = () => Promise<MediaDescription[]>;
