/**
 * The budget of temporary photo bytes of one process: what the photos being
 * received occupy in `lead-photos/tmp`, all uploads together
 * (LEAD_PHOTOS_TMP_BUDGET_MB, docs/decisions/032-upload-admission.md). Bytes
 * are counted as they are written, per file, and given back when the file is
 * moved or removed; the folder never holds more than the budget, whatever
 * the clients send.
 *
 * When a write does not fit, the uploads that arrived after the writer are
 * stopped, the latest first, until it does: the earliest uploads, which have
 * the most of their photos already written, finish, instead of every upload
 * running into the budget together and none of them finishing. A write that
 * still does not fit (no later upload holds any byte) is refused: its own
 * upload stops.
 */

/** One upload's share of the budget while it is received. */
export interface TempBytesAccount {
  /**
   * Counts `bytes` more written to `file`, once room is made (later uploads
   * stopped and their files removed); false, and nothing counted, when no
   * room can be made: this upload must stop.
   */
  reserve(file: string, bytes: number): Promise<boolean>;
  /** The upload is no longer being received (read to its end, or stopped): no other write can stop it from now on. */
  close(): void;
}

interface Upload {
  /** stops the upload's reading (it removes its files then, which gives its bytes back) */
  stop: () => void;
  /** bytes of its files still counted */
  bytes: number;
  /** resolves once a stopped upload's bytes are all given back */
  stopped?: Promise<void>;
  onEmpty?: () => void;
}

export class TempBytesBudget {
  #used = 0;
  readonly #files = new Map<string, { bytes: number; upload: Upload }>();
  /** uploads being received, in the order they started */
  readonly #receiving: Upload[] = [];

  constructor(readonly limitBytes: number) {}

  get usedBytes(): number {
    return this.#used;
  }

  /** Whether `bytes` more would fit without stopping anyone. */
  hasRoomFor(bytes: number): boolean {
    return this.#used + bytes <= this.limitBytes;
  }

  /** Opens the account of an upload starting now; `stop` is called when a write of an earlier upload needs its room. */
  open(stop: () => void): TempBytesAccount {
    const upload: Upload = { stop, bytes: 0 };
    this.#receiving.push(upload);
    return {
      reserve: (file, bytes) => this.#reserve(upload, file, bytes),
      close: () => this.#close(upload),
    };
  }

  /** `file` was moved or removed: its bytes are free again (a file not counted, or already released, is ignored). */
  release(file: string): void {
    const entry = this.#files.get(file);
    if (!entry) return;
    this.#files.delete(file);
    this.#used -= entry.bytes;
    entry.upload.bytes -= entry.bytes;
    if (entry.upload.bytes === 0) entry.upload.onEmpty?.();
  }

  async #reserve(upload: Upload, file: string, bytes: number): Promise<boolean> {
    while (this.#used + bytes > this.limitBytes) {
      const index = this.#receiving.indexOf(upload);
      if (index < 0) return false;
      const latest = this.#receiving.slice(index + 1).findLast((later) => later.bytes > 0);
      if (!latest) return false;
      await this.#stop(latest);
    }
    this.#used += bytes;
    upload.bytes += bytes;
    const entry = this.#files.get(file);
    if (entry) entry.bytes += bytes;
    else this.#files.set(file, { bytes, upload });
    return true;
  }

  #stop(upload: Upload): Promise<void> {
    if (!upload.stopped) {
      upload.stopped = upload.bytes === 0 ? Promise.resolve() : new Promise<void>((resolve) => (upload.onEmpty = resolve));
      this.#close(upload);
      upload.stop();
    }
    return upload.stopped;
  }

  #close(upload: Upload): void {
    const index = this.#receiving.indexOf(upload);
    if (index >= 0) this.#receiving.splice(index, 1);
  }
}
