import { Trash2 } from "lucide-react";
import { useState } from "react";
import { MediaPickerButton } from "~/features/media/media-picker";
import { PROJECT_FIELDS } from "./form-data";
import { fieldOfMedia, MoveButton, PhotoAlt, Thumbnail } from "./photo-field";
import type { ImageFieldValue } from "./rules";

/** One photo of the optional before/after pair: chosen from the media library, with its alt text, removable. */
export function BeforeAfterSlot({
  formId,
  which,
  initial,
  error,
}: {
  formId: string;
  which: "before" | "after";
  initial: ImageFieldValue | null;
  error?: string;
}) {
  const [field, setField] = useState(initial);
  const label = which === "before" ? "Avant" : "Après";
  const names =
    which === "before"
      ? { image: PROJECT_FIELDS.beforeImage, alt: PROJECT_FIELDS.beforeAlt }
      : { image: PROJECT_FIELDS.afterImage, alt: PROJECT_FIELDS.afterAlt };
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
      <p className="mb-3 text-sm font-semibold text-ink">{label}</p>
      {field ? (
        <div className="grid gap-3">
          <input type="hidden" name={names.image} value={field.image} />
          <Thumbnail field={field} />
          <div className="min-w-0">
            <PhotoAlt
              formId={formId}
              name={names.alt}
              index="0"
              label={`Photo « ${label.toLowerCase()} » : texte alternatif`}
              value={field.alt}
              error={error}
            />
            <MoveButton
              move={{ kind: which === "before" ? "remove-before" : "remove-after" }}
              label={`Retirer la photo « ${label.toLowerCase()} »`}
              onMove={() => setField(null)}
              className="mt-2 text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
              Retirer
            </MoveButton>
          </div>
        </div>
      ) : (
        <MediaPickerButton
          onPick={(_url, media) => setField(fieldOfMedia(media))}
          dialogDescription={`Cliquez sur une photo pour en faire la photo « ${label.toLowerCase()} » de la réalisation.`}
          aria-label={`Choisir dans la médiathèque : photo « ${label.toLowerCase()} »`}
        >
          Choisir la photo
        </MediaPickerButton>
      )}
    </div>
  );
}
