import { lazy, Suspense, useState } from "react";
import { FormField } from "~/components/form-field";
import { LEAD_PHOTOS_ACCEPT, LEAD_PHOTOS_FIELD } from "./field";

/** The thumbnails, the checks, the progress bar and the multipart post: loaded once photos are chosen or sent (public pages keep their JavaScript budget). */
export const loadPhotoKit = () => import("./photo-kit");
const PhotoKit = lazy(loadPhotoKit);

/**
 * 'Photos (facultatif)', or 'Photo (facultatif)' for a form taking one photo
 * (the call-back: a single file input): a plain file input (the form posts
 * it as multipart without JavaScript). With JavaScript each choice goes to the photo kit
 * (photo-kit.tsx: checks, thumbnails with a remove button, the upload's
 * progress, the field's message from then on), which keeps the photos to
 * send on the input element and empties it.
 */
export function PhotoField({
  idPrefix,
  max,
  serverError,
  className = "sm:col-span-2",
}: {
  idPrefix: string;
  /** the form's count (maxPhotosFor) */
  max: number;
  serverError?: string;
  /** the field's place in the form's grid (and its input's size, with `[&_input]:` classes) */
  className?: string;
}) {
  const [chosen, setChosen] = useState<FileList | null>(null);
  return (
    <FormField
      idPrefix={idPrefix}
      name={LEAD_PHOTOS_FIELD}
      label={max === 1 ? "Photo (facultatif)" : "Photos (facultatif)"}
      error={chosen ? "" : serverError}
      className={className}
    >
      {(props) => (
        <>
          <input
            {...props}
            type="file"
            multiple={max > 1}
            accept={LEAD_PHOTOS_ACCEPT}
            onChange={(event) => setChosen(event.target.files)}
            className="w-full file:mr-3 file:rounded file:bg-copper-600 file:p-2 file:text-white"
          />
          {chosen ? (
            <Suspense>
              <PhotoKit inputId={props.id} chosen={chosen} serverError={serverError} max={max} />
            </Suspense>
          ) : null}
        </>
      )}
    </FormField>
  );
}
