import { Camera, X } from "lucide-react";
import { useRef, useState, type MouseEvent } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

/** What the lead page shows of a photo (lead-photos.server.ts listLeadPhotos). */
export interface LeadPhotoItem {
  id: string;
  originalName: string;
  width: number;
  height: number;
}

export function leadPhotoUrl(leadId: string, photoId: string, size?: "vignette"): string {
  const path = `${ADMIN_BASE_PATH}/leads/${encodeURIComponent(leadId)}/photos/${encodeURIComponent(photoId)}`;
  return size ? `${path}?taille=${size}` : path;
}

/**
 * The 'Photos' card of the lead page: thumbnails, each a link to the full
 * image (opens without JavaScript); with JavaScript the full image opens in a
 * dialog over the page instead.
 */
export function LeadPhotosCard({
  leadId,
  photos,
  className,
}: {
  leadId: string;
  photos: readonly LeadPhotoItem[];
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<LeadPhotoItem | null>(null);
  if (photos.length === 0) return null;

  const show = (event: MouseEvent, photo: LeadPhotoItem) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !dialog.current?.showModal) return;
    event.preventDefault();
    setOpen(photo);
    dialog.current.showModal();
  };

  return (
    <Card className={cn("min-w-0 p-5 sm:p-6", className)} role="region" aria-label="Photos">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-ink [&_svg]:size-5 [&_svg]:text-copper-600">
        <Camera aria-hidden />
        Photos <span className="text-sm font-normal text-slate-500">({photos.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={leadPhotoUrl(leadId, photo.id)}
              target="_blank"
              rel="noopener"
              onClick={(event) => show(event, photo)}
              className="group block overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-600"
            >
              <img
                src={leadPhotoUrl(leadId, photo.id, "vignette")}
                alt={`Photo ${i + 1} : ${photo.originalName}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover transition group-hover:opacity-90"
              />
            </a>
            <p className="mt-1 truncate text-xs text-slate-500" title={photo.originalName}>
              {photo.originalName}
            </p>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={open ? `Photo : ${open.originalName}` : "Photo"}
        onClose={() => setOpen(null)}
        onClick={(event) => event.target === dialog.current && dialog.current?.close()}
        className="m-auto max-h-[95vh] max-w-[95vw] rounded-xl bg-ink p-0 backdrop:bg-black/80"
      >
        {open ? (
          <figure className="relative">
            <img
              src={leadPhotoUrl(leadId, open.id)}
              alt={open.originalName}
              width={open.width}
              height={open.height}
              className="max-h-[90vh] w-auto max-w-[95vw] object-contain"
            />
            <figcaption className="flex items-center justify-between gap-3 px-4 py-2 text-sm text-white">
              <span className="truncate">{open.originalName}</span>
              <a
                href={leadPhotoUrl(leadId, open.id)}
                target="_blank"
                rel="noopener"
                className="shrink-0 underline underline-offset-2"
              >
                Ouvrir en grand
              </a>
            </figcaption>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="absolute right-2 top-2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80"
              aria-label="Fermer"
            >
              <X className="size-5" aria-hidden />
            </button>
          </figure>
        ) : null}
      </dialog>
    </Card>
  );
}
