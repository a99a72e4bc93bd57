/**
 * Files attached to an e-mail are not stored in the outbox (its payload is
 * JSON, and a request's photos may weigh megabytes): the payload names them
 * (`{ filename, contentType, source, key }`) and the sender loads their
 * bytes at send time from the source a feature registered under that name
 * (the lead photos register 'lead-photo'). The sender knows no feature.
 */
export interface MailAttachmentRef {
  filename: string;
  contentType: string;
  /** the registered source that holds the bytes ('lead-photo') */
  source: string;
  /** the file in that source */
  key: string;
  /** shown inside the HTML body (`<img src="cid:…">`) rather than as a file to open */
  cid?: string;
}

/** The bytes of `key`, or null when it is gone (deleted meanwhile: the message goes without it). Throws to retry later. */
export type AttachmentSource = (key: string) => Promise<Buffer | null>;

const sources = new Map<string, AttachmentSource>();

export function registerAttachmentSource(name: string, source: AttachmentSource): void {
  sources.set(name, source);
}

export class UnknownAttachmentSource extends Error {
  override name = "UnknownAttachmentSource";
}

interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

/** The attachments as nodemailer takes them (one with a `cid` goes inline, beside the HTML); a file gone meanwhile is left out. */
export async function resolveAttachments(refs: readonly MailAttachmentRef[] | undefined): Promise<ResolvedAttachment[]> {
  const resolved: ResolvedAttachment[] = [];
  for (const ref of refs ?? []) {
    const source = sources.get(ref.source);
    if (!source) throw new UnknownAttachmentSource(`no attachment source '${ref.source}' in this process`);
    const content = await source(ref.key);
    if (content)
      resolved.push({ filename: ref.filename, contentType: ref.contentType, content, ...(ref.cid ? { cid: ref.cid } : {}) });
  }
  return resolved;
}
