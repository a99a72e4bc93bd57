/**
 * The pieces every photo of the réalisation form is made of: its thumbnail,
 * its alt text field, and the buttons that post a move (docs/product.md#projects-admin).
 */
import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { Picture } from "~/components/responsive-image";
import { Button } from "~/components/ui/button";
import { FieldError, Input, Label } from "~/components/ui/input";
import type { MediaItem } from "~/features/media/types";
import { resolveImage } from "~/features/site-images/image-ref";
import { useHydrated } from "~/lib/use-hydrated";
import { galleryMoveIntent, PROJECT_FIELDS, type GalleryMove } from "./form-data";
import { imageFromField, PROJECT_LIMITS, type ImageFieldValue } from "./rules";

/** A small preview of a photo of the form, from its reference. */
export function Thumbnail({ field }: { field: ImageFieldValue }) {
  const image = imageFromField({ ...field, alt: field.alt || " " });
  return (
    <div className="grid aspect-[4/3] w-24 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 sm:w-32">
      {image ? (
        <Picture image={{ ...resolveImage(image), alt: "" }} sizes="128px" className="size-full object-cover" />
      ) : (
        <ImageOff className="size-6 text-slate-400" aria-hidden />
      )}
    </div>
  );
}

/** A button that posts a photo move; with JavaScript, it moves in place instead. */
export function MoveButton({
  move,
  label,
  onMove,
  disabled,
  children,
  className,
}: {
  move: GalleryMove;
  label: string;
  onMove: (move: GalleryMove) => void;
  disabled?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="ghost"
      size="sm"
      name={PROJECT_FIELDS.intent}
      value={galleryMoveIntent(move)}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      title={label}
      className={className}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onMove(move);
      }}
    >
      {children}
    </Button>
  );
}

/** The form's value for a photo picked in the media library; null when its size is unknown. */
export function fieldOfMedia(item: MediaItem): ImageFieldValue | null {
  if (!item.width || !item.height) return null;
  // the library's alt text, when it has one (docs/product.md#media-alt-text): the owner can change it here
  return { image: JSON.stringify({ media: item.url, width: item.width, height: item.height }), alt: item.altText ?? "" };
}

/** A photo's alt text field (required), with its error under it. */
export function PhotoAlt({
  formId,
  name,
  index,
  label,
  value,
  error,
}: {
  formId: string;
  name: string;
  index: string;
  label: string;
  value: string;
  error?: string;
}) {
  const id = `${formId}-${name}-${index}`;
  return (
    <div className="min-w-0 flex-1">
      <Label htmlFor={id}>{label} *</Label>
      <Input
        id={id}
        name={name}
        defaultValue={value}
        maxLength={PROJECT_LIMITS.alt}
        placeholder="Ce que montre la photo"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
