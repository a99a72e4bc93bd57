import type { MediaKind } from "./rules";

/** One file of the library as the browser sees it (manager page, picker, upload answer). */
export interface MediaItem {
  name: string;
  /** Public URL: '/media/{name}' or under S3_PUBLIC_URL. */
  url: string;
  /** What a grid shows: the 480 px WebP variant of an image, else the file itself. */
  previewUrl: string;
  /** WebP variants with their real widths, for a `srcset`; null when there are none. */
  srcSet: string | null;
  createdAt: string;
  mimetype: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
  /** What the image shows (docs/product.md#media-alt-text); null until written. */
  altText: string | null;
  /** without an alt text of its own: the one written where the photo is used (a réalisation, a site image) */
  describedWhereUsed?: { alt: string; where: string } | null;
}

/** The upload endpoint's JSON answer. */
export type UploadResponse = { success: true; message: string; item: MediaItem } | { success: false; error: string };
