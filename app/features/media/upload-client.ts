/**
 * The browser side of an upload: the pre-check of docs/product.md#media-upload, then one
 * XMLHttpRequest (fetch has no upload progress) to the streaming endpoint.
 */
import { MEDIA_MESSAGES, validateClientFile } from "./rules";
import type { UploadResponse } from "./types";

export const UPLOAD_URL = "/api/media";

function isUploadResponse(value: unknown): value is UploadResponse {
  return typeof value === "object" && value !== null && "success" in value;
}

export interface UploadProgress {
  /** the bytes sent, in whole percent */
  onProgress: (percent: number) => void;
  /** every byte sent: the server is now storing the file and making its variants */
  onProcessing: () => void;
}

/**
 * Sends `file`, reporting progress in whole percent, then the server's work.
 * Resolves with the server's answer, or with a failure carrying a French
 * message (the browser check's, the server's, or 'Erreur lors de l'upload du fichier').
 */
export function uploadMediaFile(file: File, { onProgress, onProcessing }: UploadProgress): Promise<UploadResponse> {
  const refusal = validateClientFile(file);
  if (refusal) return Promise.resolve({ success: false, error: refusal });
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_URL);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => {
      onProgress(100);
      onProcessing();
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      resolve(isUploadResponse(body) ? body : { success: false, error: MEDIA_MESSAGES.uploadError });
    };
    xhr.onerror = () => resolve({ success: false, error: MEDIA_MESSAGES.uploadError });
    xhr.onabort = () => resolve({ success: false, error: MEDIA_MESSAGES.uploadError });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** Copies text, with the old selection trick where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}
