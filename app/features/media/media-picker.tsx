/**
 * 'Choisir dans la médiathèque' (docs/product.md#media-library): a dialog listing the
 * library's images (GET /api/media, signed-in only) to pick the article's
 * main image or an image to insert into the markdown; a file can be uploaded
 * from the dialog too.
 */
import { ImagePlus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { formatFrenchDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { MediaUploader } from "./media-uploader";
import { MEDIA_MESSAGES } from "./rules";
import type { MediaItem } from "./types";

export const MEDIA_PICKER_TITLE = "Choisir dans la médiathèque";

type LoadState = { status: "loading" } | { status: "error" } | { status: "ready"; items: MediaItem[] };

async function fetchImages(): Promise<MediaItem[]> {
  const res = await fetch("/api/media?kind=image", { headers: { Accept: "application/json" }, credentials: "same-origin" });
  const body = (await res.json().catch(() => null)) as { success?: boolean; items?: MediaItem[] } | null;
  if (!res.ok || !body?.success || !Array.isArray(body.items)) throw new Error(`media list: HTTP ${res.status}`);
  return body.items;
}

export interface MediaPickerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the image's public URL ('/media/…' or under S3_PUBLIC_URL) and its record; the dialog then closes. */
  onPick: (url: string, item: MediaItem) => void;
  title?: string;
  /** the line under the title: what the chosen image is for */
  description?: string;
  /**
   * A second step after a click on an image, instead of picking it at once
   * (the article's insert dialog asks for its alt text there): `back` returns
   * to the list, `close` closes the dialog.
   */
  renderChosen?: (item: MediaItem, controls: { back: () => void; close: () => void }) => ReactNode;
  /** the line under the title during that second step */
  chosenDescription?: string;
}

export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  title = MEDIA_PICKER_TITLE,
  description = "Cliquez sur une image pour la choisir.",
  renderChosen,
  chosenDescription = description,
}: MediaPickerDialogProps) {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const [chosen, setChosen] = useState<MediaItem | null>(null);

  const load = useCallback(async () => {
    setState({ status: "loading" });
    try {
      setState({ status: "ready", items: await fetchImages() });
    } catch {
      setState({ status: "error" });
    }
  }, []);

  useEffect(() => {
    if (open) void load();
    else setChosen(null);
  }, [open, load]);

  function pick(item: MediaItem) {
    if (renderChosen) {
      setChosen(item);
      return;
    }
    onPick(item.url, item);
    onClose();
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92vh] flex-col rounded-t-2xl bg-white shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[85vh] sm:w-[min(56rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-600">
                {chosen && renderChosen ? chosenDescription : description}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fermer">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {chosen && renderChosen ? (
            <div className="overflow-y-auto px-5 py-5 sm:px-6">
              {renderChosen(chosen, { back: () => setChosen(null), close: onClose })}
            </div>
          ) : (
            <div className="overflow-y-auto px-5 py-5 sm:px-6">
              <MediaUploader compact accept="image/*" onUploaded={(item) => (item.kind === "image" ? pick(item) : void load())} />
              <div className="mt-6">
                {state.status === "loading" ? (
                  <p className="py-10 text-center text-sm text-slate-500" role="status">
                    Chargement des images...
                  </p>
                ) : state.status === "error" ? (
                  <div className="py-8 text-center">
                    <p role="alert" className="text-sm text-red-800">
                      {MEDIA_MESSAGES.listError}
                    </p>
                    <Button variant="outline" size="sm" className="mt-3" onClick={() => void load()}>
                      Réessayer
                    </Button>
                  </div>
                ) : state.items.length === 0 ? (
                  <p className="py-10 text-center text-sm text-slate-500">{MEDIA_MESSAGES.empty}</p>
                ) : (
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Images de la médiathèque">
                    {state.items.map((item) => (
                      <li key={item.name}>
                        <button
                          type="button"
                          onClick={() => pick(item)}
                          className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left transition hover:border-copper-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500"
                          aria-label={`Choisir ${item.originalName}`}
                        >
                          <span className="block aspect-[4/3] overflow-hidden bg-slate-100">
                            <img
                              src={item.previewUrl}
                              alt=""
                              loading="lazy"
                              decoding="async"
                              className="size-full object-cover transition group-hover:scale-[1.03]"
                            />
                          </span>
                          <span className="block px-2.5 py-2">
                            <span className="block truncate text-xs font-medium text-ink">{item.originalName}</span>
                            <span className="block text-xs text-slate-500">{formatFrenchDate(item.createdAt)}</span>
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * 'Choisir dans la médiathèque': a button that opens the picker, for the
 * article form (main image, or an image to insert into the markdown).
 * Disabled until the scripts run: the dialog is theirs.
 */
export function MediaPickerButton({
  onPick,
  dialogDescription,
  renderChosen,
  chosenDescription,
  children = MEDIA_PICKER_TITLE,
  disabled,
  ...button
}: Omit<ButtonProps, "onClick"> & {
  onPick: MediaPickerDialogProps["onPick"];
  dialogDescription?: string;
  renderChosen?: MediaPickerDialogProps["renderChosen"];
  chosenDescription?: string;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <Button variant="outline" size="sm" {...button} disabled={disabled || !hydrated} onClick={() => setOpen(true)}>
        <ImagePlus aria-hidden="true" />
        {children}
      </Button>
      <MediaPickerDialog
        open={open}
        onClose={() => setOpen(false)}
        onPick={onPick}
        description={dialogDescription}
        renderChosen={renderChosen}
        chosenDescription={chosenDescription}
      />
    </>
  );
}
