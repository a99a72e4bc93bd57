import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { FieldError, Label } from "~/components/ui/input";
import { Icon } from "~/components/content-icon";
import {
  LEAD_PHOTOS_ACCEPT,
  LEAD_PHOTOS_FIELD,
  LEAD_PHOTOS_MAX_COUNT,
  LEAD_PHOTOS_MAX_TOTAL_BYTES,
  LEAD_PHOTO_MESSAGES,
  photoRefusal,
  sniffPhotoType,
} from "./rules";

export const PHOTO_FIELD_LABEL = "Photos (facultatif)";
export const PHOTO_FIELD_HINT = "Jusqu'à 6 photos du toit (JPEG, PNG ou WebP), 10 Mo chacune.";

interface ChosenPhoto {
  file: File;
  url: string;
}

/** The photos chosen in a form (with JavaScript): kept across a refusal, sent by the form's submission. */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(photos);
  current.current = photos;
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  /** Adds the files that pass the shared rules (their first bytes checked), in order; the first refusal is shown. */
  async function add(files: readonly File[]) {
    const next = [...current.current];
    let refusal: string | null = null;
    for (const file of files) {
      const type = sniffPhotoType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      const refused =
        photoRefusal({ name: file.name, size: file.size, type }) ??
        (next.length >= LEAD_PHOTOS_MAX_COUNT
          ? LEAD_PHOTO_MESSAGES.tooMany
          : next.reduce((sum, p) => sum + p.file.size, file.size) > LEAD_PHOTOS_MAX_TOTAL_BYTES
            ? LEAD_PHOTO_MESSAGES.totalTooBig
            : null);
      if (refused) refusal ??= refused;
      else next.push({ file, url: URL.createObjectURL(file) });
    }
    setPhotos(next);
    setError(refusal);
  }

  function remove(index: number) {
    const gone = current.current[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setPhotos(current.current.filter((_, i) => i !== index));
    setError(null);
  }

  function clear() {
    current.current.forEach((p) => URL.revokeObjectURL(p.url));
    setPhotos([]);
    setError(null);
  }

  return { photos, error, add, remove, clear, files: () => current.current.map((p) => p.file) };
}

export type PhotoSelection = ReturnType<typeof usePhotoSelection>;

/**
 * 'Photos (facultatif)': a plain file input (the form posts it as multipart
 * without JavaScript); with JavaScript each chosen photo shows as a
 * thumbnail with a remove button, and the input is emptied after each
 * choice so that the list is what gets sent.
 */
export function PhotoField({
  idPrefix,
  selection,
  serverError,
  className,
}: {
  idPrefix: string;
  selection: PhotoSelection;
  /** the server's refusal (with JavaScript, or on the page after a post without it) */
  serverError?: string;
  className?: string;
}) {
  const id = `${idPrefix}-${LEAD_PHOTOS_FIELD}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = selection.error ?? serverError;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    await selection.add(files);
    input.value = "";
  }

  return (
    <div className={className}>
      <Label htmlFor={id}>{PHOTO_FIELD_LABEL}</Label>
      <p id={hintId} className="-mt-0.5 mb-2 text-sm text-slate-500">
        {PHOTO_FIELD_HINT}
      </p>
      {selection.photos.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos choisies">
          {selection.photos.map((photo, i) => (
            <li key={photo.url} className="relative">
              <img src={photo.url} alt={photo.file.name} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                onClick={() => selection.remove(i)}
                aria-label={`Retirer ${photo.file.name}`}
                className="absolute right-1 top-1 grid size-7 place-items-center rounded-full bg-ink/80 text-white shadow hover:bg-ink"
              >
                <Icon name="X" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        type="file"
        name={LEAD_PHOTOS_FIELD}
        multiple
        accept={LEAD_PHOTOS_ACCEPT}
        onChange={onChange}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...(error ? { "aria-invalid": true } : {})}
        className="block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-copper-600 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-copper-400 aria-invalid:border-red-500"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The upload's progress while a form with photos is sent. */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div className="mt-4" role="status">
      <p className="mb-1 text-sm text-slate-600">Envoi des photos : {percent} %</p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-copper-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
