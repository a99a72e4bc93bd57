import { lazy, Suspense, useState } from "react";
import { FormField } from "~/features/leads/form-parts";
import { LEAD_PHOTOS_ACCEPT, LEAD_PHOTOS_FIELD } from "./field";

/** The thumbnails, the checks, the progress bar and the multipart post: loaded once photos are chosen or sent (public pages keep their JavaScript budget). */
export const loadPhotoKit = () => import("./photo-kit");
const PhotoKit = lazy(loadPhotoKit);

/**
 * 'Photos (facultatif)': a plain file input (the form posts it as multipart
 * without JavaScript). With JavaScript each choice goes to the photo kit
 * (photo-kit.tsx: checks, thumbnails with a remove button, the upload's
 * progress, the field's message from then on), which keeps the photos to
 * send on the input element and empties it.
 */
export function PhotoField({ idPrefix, serverError }: { idPrefix: string; serverError?: string }) {
  const [chosen, setChosen] = useState<FileList | null>(null);
  return (
    <FormField idPrefix={idPrefix} name={LEAD_PHOTOS_FIELD} label="Photos (facultatif)" error={chosen ? "" : serverError} className="sm:col-span-2">
      {(props) => (
        <>
          <input
            {...props}
            type="file"
            multiple
            accept={LEAD_PHOTOS_ACCEPT}
            onChange={(event) => setChosen(event.target.files)}
            className="w-full file:mr-3 file:rounded file:bg-copper-600 file:p-2 file:text-white"
          />
          {chosen ? (
            <Suspense>
              <PhotoKit inputId={props.id} chosen={chosen} serverError={serverError} />
            </Suspense>
          ) : null}
        </>
      )}
    </FormField>
  );
}
