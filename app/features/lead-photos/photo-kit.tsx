import { useEffect, useMemo, useState } from "react";
import { LEAD_PHOTOS_MAX_TOTAL_BYTES, LEAD_PHOTO_MESSAGES, photoRefusal, sniffPhotoType, tooManyPhotosMessage } from "./rules";

/** The photo input, with the photos the kit kept (photo-kit.tsx). */
export type PhotoInput = HTMLInputElement & { chosen?: File[] };

/** Dispatched on the form with the progress (0–1), then null at the end. */
export const PHOTO_PROGRESS_EVENT = "lead-photos-progress";

export function chosenPhotosOf(input: PhotoInput | null): File[] {
  return input?.chosen ?? [];
}

/** The photos a form would send: those kept by the kit, and any still in the input (chosen before the scripts ran). */
export function photosToSend(form: HTMLFormElement): File[] {
  const input = form.elements.namedItem("photos") as PhotoInput | null;
  return [...chosenPhotosOf(input), ...Array.from(input?.files ?? [])];
}

/** Posts the form with its photos as multipart, reporting the upload's progress on the form (fetch reports none): the answer as a Response. */
export function postWithPhotos(url: string, form: HTMLFormElement): Promise<Response> {
  const files = photosToSend(form);
  const body = new FormData(form);
  body.delete("photos");
  for (const file of files) body.append("photos", file);
  const progress = (value: number | null) => form.dispatchEvent(new CustomEvent(PHOTO_PROGRESS_EVENT, { detail: value }));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => event.lengthComputable && progress(event.loaded / event.total);
    xhr.onloadend = () => progress(null);
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new Error("network error"));
    xhr.send(body);
  });
}

/** The files that can join `kept` (in order, at most `max` in all), their first bytes read (a page named '.jpg' is no JPEG), and the first refusal. */
export async function checkChosenPhotos(
  kept: readonly File[],
  chosen: readonly File[],
  max: number,
): Promise<{ accepted: File[]; refusal: string | null }> {
  const accepted: File[] = [];
  let refusal: string | null = null;
  let count = kept.length;
  let total = kept.reduce((sum, f) => sum + f.size, 0);
  for (const file of chosen) {
    const type = sniffPhotoType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    const refused =
      photoRefusal({ name: file.name, size: file.size, type }) ??
      (count >= max
        ? tooManyPhotosMessage(max)
        : total + file.size > LEAD_PHOTOS_MAX_TOTAL_BYTES
          ? LEAD_PHOTO_MESSAGES.totalTooBig
          : null);
    if (refused) {
      refusal ??= refused;
      continue;
    }
    accepted.push(file);
    count += 1;
    total += file.size;
  }
  return { accepted, refusal };
}

/**
 * The chosen photos (loaded with the first choice, or when a form with photos
 * is sent): each new choice checked against the shared rules, the photos
 * kept on the input element (`chosen`, what postWithPhotos sends) shown as
 * thumbnails with a remove button, the first refusal under the field (it
 * replaces the server's message), and the upload's progress bar. A form
 * taking a single photo (`max` 1) replaces it with the next choice.
 */
export default function PhotoKit({
  inputId,
  chosen,
  serverError,
  max,
}: {
  inputId: string;
  chosen: FileList;
  serverError?: string;
  max: number;
}) {
  const [list, setList] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const input = () => document.getElementById(inputId) as PhotoInput | null;
  const keep = (next: File[]) => {
    const element = input();
    if (element) element.chosen = next;
    setList(next);
  };

  useEffect(() => {
    let live = true;
    const element = input();
    const files = [...chosen];
    if (element) element.value = "";
    const kept = () => (max === 1 ? [] : chosenPhotosOf(input()));
    void checkChosenPhotos(kept(), files, max).then(({ accepted, refusal }) => {
      if (!live) return;
      // a refused single photo leaves the one kept before
      keep(max === 1 && accepted.length === 0 ? chosenPhotosOf(input()) : [...kept(), ...accepted]);
      setError(refusal);
    });
    return () => {
      live = false;
    };
    // each new choice, once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  // the upload's progress, reported by postWithPhotos on the form
  useEffect(() => {
    const form = input()?.form;
    const onProgress = (event: Event) => setProgress((event as CustomEvent<number | null>).detail);
    form?.addEventListener(PHOTO_PROGRESS_EVENT, onProgress);
    return () => form?.removeEventListener(PHOTO_PROGRESS_EVENT, onProgress);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const urls = useMemo(() => list.map((file) => URL.createObjectURL(file)), [list]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const percent = Math.round((progress ?? 0) * 100);

  return (
    <>
      {list.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos choisies">
          {list.map((file, i) => (
            <li key={urls[i]} className="relative">
              <img
                src={urls[i]}
                alt={file.name}
                className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => {
                  keep(chosenPhotosOf(input()).filter((f) => f !== file));
                  setError(null);
                }}
                aria-label={`Retirer ${file.name}`}
                className="absolute right-1 top-1 grid size-7 place-items-center rounded-full bg-ink/80 text-white shadow hover:bg-ink"
              >
                <svg
                  aria-hidden
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                >
                  <path d="M18 6 6 18M6 6l12 12" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {(error ?? serverError) ? (
        // as FieldError (components/ui/input.tsx) draws it, without loading it here
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700" role="alert">
          {error ?? serverError}
        </p>
      ) : null}
      {progress !== null ? (
        <div className="mt-3" role="status">
          <p className="mb-1 text-sm text-slate-600">Envoi des photos : {percent} %</p>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-copper-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
    </>
  );
}
