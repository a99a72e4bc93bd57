import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { FieldError } from "~/components/ui/input";
import { MediaPickerButton } from "~/features/media/media-picker";
import type { MediaItem } from "~/features/media/types";
import { PROJECT_FIELDS, type GalleryMove } from "./form-data";
import { fieldOfMedia, MoveButton, PhotoAlt, Thumbnail } from "./photo-field";
import { PROJECT_LIMITS, type ImageFieldValue, type ProjectFieldErrors } from "./rules";

interface GalleryItem extends ImageFieldValue {
  key: string;
  /** the server's message about this photo, when it came back refused */
  error?: string;
}

/** The réalisation's photos, in order (the first is the cover): each with its alt text, moved or removed in place, added from the media library. */
export function GalleryEditor({
  formId,
  initial,
  fieldErrors,
}: {
  formId: string;
  initial: ImageFieldValue[];
  fieldErrors: ProjectFieldErrors;
}) {
  const [items, setItems] = useState<GalleryItem[]>(() =>
    initial.map((field, index) => ({
      ...field,
      key: `initial-${String(index)}`,
      error: fieldErrors[`gallery.${String(index)}`],
    })),
  );
  const [added, setAdded] = useState(0);

  function onMove(move: GalleryMove) {
    if (!("index" in move)) return;
    setItems((current) => {
      const next = [...current];
      if (move.kind === "remove") next.splice(move.index, 1);
      else {
        const target = move.kind === "up" ? move.index - 1 : move.index + 1;
        if (target < 0 || target >= next.length) return current;
        [next[move.index], next[target]] = [next[target]!, next[move.index]!];
      }
      return next;
    });
  }

  function onPick(_url: string, media: MediaItem) {
    const field = fieldOfMedia(media);
    if (!field) return;
    setItems((current) => [...current, { ...field, key: `added-${String(added)}` }]);
    setAdded((n) => n + 1);
  }

  const galleryError = fieldErrors.gallery;
  return (
    <div>
      {items.length ? (
        <ol className="grid gap-3" aria-label="Photos de la réalisation">
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <li
                key={item.key}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:items-start"
              >
                <input type="hidden" name={PROJECT_FIELDS.galleryImage} value={item.image} />
                <Thumbnail field={item} />
                <div className="flex gap-1 self-start justify-self-end sm:order-last sm:pt-7">
                  <MoveButton
                    move={{ kind: "up", index }}
                    label={`Monter la photo ${String(n)}`}
                    onMove={onMove}
                    disabled={index === 0}
                  >
                    <ArrowUp aria-hidden />
                  </MoveButton>
                  <MoveButton
                    move={{ kind: "down", index }}
                    label={`Descendre la photo ${String(n)}`}
                    onMove={onMove}
                    disabled={index === items.length - 1}
                  >
                    <ArrowDown aria-hidden />
                  </MoveButton>
                  <MoveButton
                    move={{ kind: "remove", index }}
                    label={`Retirer la photo ${String(n)}`}
                    onMove={onMove}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden />
                  </MoveButton>
                </div>
                <div className="col-span-2 sm:col-span-1">
                  <PhotoAlt
                    formId={formId}
                    name={PROJECT_FIELDS.galleryAlt}
                    index={item.key}
                    label={n === 1 ? "Photo 1 (couverture) : texte alternatif" : `Photo ${String(n)} : texte alternatif`}
                    value={item.alt}
                    error={item.error}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">
          Aucune photo pour l'instant.
        </p>
      )}
      <FieldError id={`${formId}-gallery-error`} message={galleryError} />
      {items.length < PROJECT_LIMITS.galleryImages ? (
        <MediaPickerButton
          className="mt-4"
          onPick={onPick}
          dialogDescription="Cliquez sur une photo pour l'ajouter à la galerie de la réalisation."
          aria-describedby={galleryError ? `${formId}-gallery-error` : undefined}
        >
          Ajouter une photo
        </MediaPickerButton>
      ) : null}
    </div>
  );
}
