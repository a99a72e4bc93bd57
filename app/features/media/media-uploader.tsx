/**
 * The media library's upload zone (docs/product.md#media-library): picker,
 * drag-and-drop, one line of progress per file. Also used by the media picker dialog.
 */
import { CircleCheck, CircleX, CloudUpload, ImageIcon } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { notify } from "~/lib/notify";
import { buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import { MEDIA_MESSAGES, sizeLabel, maxBytesFor } from "./rules";
import type { MediaItem } from "./types";
import { shrinkPhoto } from "./shrink-photo";
import { uploadMediaFile } from "./upload-client";

/* ---------------------------------------------------------------- upload */

type UploadPhase = "waiting" | "preparing" | "sending" | "processing" | "done" | "failed";

interface UploadRow {
  id: number;
  name: string;
  phase: UploadPhase;
  percent: number;
  /** the server's or the pre-check's refusal */
  error?: string;
}

const PHASE_LABELS: Readonly<Record<UploadPhase, string>> = {
  waiting: "En attente",
  preparing: "Préparation…",
  sending: "",
  processing: "Traitement…",
  done: MEDIA_MESSAGES.uploaded,
  failed: MEDIA_MESSAGES.uploadError,
};

/** One file of a batch; `withError` says the refusal here (a single file says it in a toast). */
function UploadRowStatus({ row, withError }: { row: UploadRow; withError: boolean }) {
  const active = row.phase === "sending" || row.phase === "processing" || row.phase === "preparing";
  return (
    <li className="rounded-xl bg-white px-3.5 py-3 text-left ring-1 ring-slate-200" data-upload-phase={row.phase}>
      <div className="flex items-center gap-2.5">
        {row.phase === "done" ? (
          <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : row.phase === "failed" ? (
          <CircleX className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <ImageIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        )}
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink" title={row.name}>
          {row.name}
        </p>
        {row.phase === "done" || row.phase === "failed" || row.phase === "waiting" ? (
          <p className={cn("shrink-0 text-xs", row.phase === "failed" ? "text-red-800" : "text-slate-500")}>
            {row.phase === "done" ? "Envoyé" : row.phase === "waiting" ? PHASE_LABELS.waiting : null}
          </p>
        ) : null}
      </div>
      {active ? (
        <div className="mt-2.5 flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={`Progression de l'upload de ${row.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.percent}
            aria-valuetext={row.phase === "sending" ? `${row.percent} %` : PHASE_LABELS[row.phase]}
            className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={cn(
                "h-full rounded-full bg-copper-600 transition-[width] duration-200",
                row.phase === "processing" && "animate-pulse",
              )}
              style={{ width: `${row.percent}%` }}
            />
          </div>
          <p className="w-24 shrink-0 text-right text-xs tabular-nums text-slate-600 sm:w-28 sm:text-sm">
            {row.phase === "sending" ? `${row.percent} %` : PHASE_LABELS[row.phase]}
          </p>
        </div>
      ) : null}
      {row.phase === "failed" && withError ? (
        <p className="mt-1 pl-6.5 text-xs text-red-800">{row.error ?? MEDIA_MESSAGES.uploadError}</p>
      ) : null}
    </li>
  );
}

export function MediaUploader({
  onUploaded,
  compact = false,
  multiple = false,
  accept = "image/*,video/*",
}: {
  onUploaded: (item: MediaItem) => void;
  compact?: boolean;
  /** several files at once, each with its own progress and result (the library page) */
  multiple?: boolean;
  accept?: string;
}) {
  const inputId = useId();
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // the upload is the scripts' work: a file chosen before they run would be dropped
  const hydrated = useHydrated();

  function update(id: number, change: Partial<UploadRow>) {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  }

  /** One file: shrunk when it is a large photo (docs/product.md#media-upload), then sent. */
  async function sendOne(row: UploadRow, picked: File): Promise<string | null> {
    update(row.id, { phase: "preparing" });
    const file = await shrinkPhoto(picked);
    update(row.id, { phase: "sending", percent: 0 });
    const result = await uploadMediaFile(file, {
      onProgress: (percent) => update(row.id, { percent }),
      onProcessing: () => update(row.id, { phase: "processing", percent: 100 }),
    });
    if (result.success) {
      update(row.id, { phase: "done", percent: 100 });
      onUploaded(result.item);
      return null;
    }
    const error = result.error || MEDIA_MESSAGES.uploadError;
    update(row.id, { phase: "failed", error });
    return error;
  }

  async function send(picked: readonly File[]) {
    const files = multiple ? picked : picked.slice(0, 1);
    if (files.length === 0 || busy) return;
    const batch = files.map((file, index) => ({
      id: Date.now() + index,
      name: file.name,
      phase: "waiting" as const,
      percent: 0,
    }));
    setRows(batch);
    setBusy(true);
    let sent = 0;
    try {
      for (const [index, row] of batch.entries()) {
        const error = await sendOne(row, files[index]!).catch(() => {
          update(row.id, { phase: "failed", error: MEDIA_MESSAGES.uploadError });
          return MEDIA_MESSAGES.uploadError;
        });
        if (error === null) sent += 1;
        else if (batch.length === 1) notify("error", error);
      }
      if (batch.length === 1 && sent === 1) notify("success", MEDIA_MESSAGES.uploaded);
      if (batch.length > 1) {
        if (sent === batch.length) notify("success", `${sent} fichiers uploadés avec succès !`);
        else notify("error", `${sent} sur ${batch.length} fichiers uploadés`);
      }
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) void send([...event.dataTransfer.files]);
  }

  const current = rows.find((row) => row.phase !== "done" && row.phase !== "failed" && row.phase !== "waiting");
  const position = current ? rows.indexOf(current) + 1 : rows.length;
  // one file keeps the toast alone; several keep their results in view
  const showRows = busy || rows.length > 1;

  const uploadLines = (
    <ul className="mx-auto mt-4 max-w-xl space-y-2" aria-label="Fichiers envoyés">
      {rows.map((row) => (
        <UploadRowStatus key={row.id} row={row} withError={rows.length > 1} />
      ))}
    </ul>
  );

  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        if (!busy) setDragging(true);
      }}
      onDragOver={(e) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = busy ? "none" : "copy";
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="media-dropzone"
      className={cn(
        "relative rounded-2xl border-2 border-dashed text-center transition-colors",
        compact ? "px-4 py-5" : "px-4 py-8 sm:px-6 sm:py-12",
        dragging ? "border-copper-500 bg-copper-50" : "border-slate-300 bg-slate-50/70",
        busy && "border-solid border-slate-200 bg-slate-50",
      )}
    >
      {busy ? (
        <p className="font-semibold text-ink" aria-live="polite">
          {MEDIA_MESSAGES.uploading}
          {rows.length > 1 ? (
            <span className="ml-1.5 font-normal tabular-nums text-slate-500">
              ({position} sur {rows.length})
            </span>
          ) : null}
        </p>
      ) : (
        <>
          {!compact ? (
            <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-white text-copper-600 shadow-sm ring-1 ring-slate-200">
              <CloudUpload className="size-7" aria-hidden="true" />
            </span>
          ) : null}
          <p className="font-semibold text-ink">
            <span className="hidden sm:inline">
              {multiple ? "Glissez-déposez vos fichiers ici" : "Glissez-déposez un fichier ici"}
            </span>
            <span className="sm:hidden">{multiple ? "Ajoutez des photos ou des vidéos" : "Ajoutez une photo ou une vidéo"}</span>
          </p>
          <p className="mt-1 hidden text-sm text-slate-500 sm:block">ou</p>
        </>
      )}
      {busy ? uploadLines : null}
      <div className={cn("mt-3 flex justify-center", busy && "sr-only")}>
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: "primary", size: compact ? "sm" : "md" }),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-copper-500",
            "has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60",
          )}
        >
          {multiple ? "Choisir des fichiers" : "Choisir un fichier"}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            multiple={multiple}
            disabled={busy || !hydrated}
            aria-describedby={helpId}
            className="sr-only"
            onChange={(e) => void send([...(e.currentTarget.files ?? [])])}
          />
        </label>
      </div>
      <div id={helpId} className="mt-4 space-y-0.5 text-xs text-slate-500 sm:text-sm">
        <p>
          {MEDIA_MESSAGES.helpImages} <span className="text-slate-400">·</span> {sizeLabel(maxBytesFor("image"))} max
          <span className="text-slate-400"> · </span>
          <span className="whitespace-nowrap">les grandes photos sont réduites avant l'envoi</span>
        </p>
        <p>
          {MEDIA_MESSAGES.helpVideos} <span className="text-slate-400">·</span> {sizeLabel(maxBytesFor("video"))} max
        </p>
      </div>
      {/* the last batch's results stay under the zone until the next one */}
      {!busy && showRows ? uploadLines : null}
    </div>
  );
}

/* ------------------------------------------------------------------ grid */

/** Card widths of the grid below (1, 2 then 3 columns in the admin layout's content column, ~936 px at most). */
