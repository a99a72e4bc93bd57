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
