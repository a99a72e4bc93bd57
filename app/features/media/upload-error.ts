/** A refusal of an upload, with its HTTP status and the French message shown to the user. */
export class MediaUploadError extends Error {
  override name = "MediaUploadError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The client went away before the whole body arrived. */
export class UploadAbortedError extends Error {
  override name = "UploadAbortedError";
  constructor() {
    super("upload aborted by the client");
  }
}
