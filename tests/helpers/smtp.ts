import { SMTPServer, type SMTPServerSession } from "smtp-server";

/** A message the test SMTP server accepted (answered 250 on a live connection). */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** header name (lower case) → unfolded, MIME-decoded value */
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  replyTo: string;
  to: string;
  from: string;
  /** decoded text body (the text/plain part of a multipart message) */
  text: string;
  /** decoded text/html part, when the message has one */
  html: string | null;
  /** the content types of a multipart message's parts (nested ones flattened), in order */
  partTypes: string[];
  /** a multipart message's leaf parts, in order */
  parts: MailPart[];
  /** when the server answered 250 (ms since epoch) */
  receivedAt: number;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** messages whose DATA was fully received (accepted or not): a sender is mid-send once this grows */
  dataReceived: () => number;
  /** answers the end of DATA after this many ms (simulates a slow server) */
  setDelay: (ms: number) => void;
  /** holds every answer to the end of DATA until release() (a server that stalls until the test says) */
  hold: () => void;
  /** answers what is held (a client gone meanwhile gets nothing) and stops holding */
  release: () => void;
  /** stops holding; what was held is never answered (its clients were killed) */
  abandonHeld: () => void;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString("utf8");
}

function decodeQuotedPrintable(input: string, underscoreIsSpace = false): string {
  const text = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === "_" && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words ('=?UTF-8?Q?...?=' / '=?UTF-8?B?...?='). */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text, true),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeMimeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return encoding === "quoted-printable"
    ? decodeQuotedPrintable(body)
    : encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : body;
}

/** One leaf part of a multipart message, decoded. */
export interface MailPart {
  type: string;
  headers: Map<string, string>;
  /** decoded as UTF-8 text */
  content: string;
  /** the raw bytes (images) */
  bytes: Buffer;
  /** the Content-ID without its angle brackets, when it has one */
  cid: string | null;
  /** 'inline' or 'attachment', when given */
  disposition: string | null;
  filename: string | null;
}

function bytesOf(headers: Map<string, string>, body: string): Buffer {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : Buffer.from(decodeBody(headers, body), "utf8");
}

/** The leaf parts of a multipart body, nested ones (mixed > alternative > related) flattened in order. */
function partsOf(headers: Map<string, string>, body: string): MailPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const part = splitEntity(chunk.replace(/^\r\n/, "").replace(/\r\n$/, ""));
      const contentType = part.headers.get("content-type") ?? "text/plain";
      if (/^multipart\//i.test(contentType)) return partsOf(part.headers, part.body);
      const disposition = part.headers.get("content-disposition") ?? null;
      return [
        {
          type: contentType.split(";")[0]!.trim().toLowerCase(),
          headers: part.headers,
          content: decodeBody(part.headers, part.body),
          bytes: bytesOf(part.headers, part.body),
          cid: part.headers.get("content-id")?.replace(/^<|>$/g, "") ?? null,
          disposition: disposition?.split(";")[0]!.trim().toLowerCase() ?? null,
          filename: /filename="?([^";]+)"?/i.exec(disposition ?? "")?.[1] ?? null,
        },
      ];
    });
}

export function parseMail(raw: string, envelope: ReceivedMail["envelope"]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts = /^multipart\//i.test(headers.get("content-type") ?? "") ? partsOf(headers, body) : [];
  const text = parts.length > 0 ? (parts.find((p) => p.type === "text/plain")?.content ?? "") : decodeBody(headers, body);
  const html = parts.find((p) => p.type === "text/html")?.content ?? null;
  return {
    envelope,
    raw,
    headers,
    subject: headers.get("subject") ?? "",
    messageId: headers.get("message-id") ?? "",
    replyTo: headers.get("reply-to") ?? "",
    to: headers.get("to") ?? "",
    from: headers.get("from") ?? "",
    text: text.replace(/\r\n/g, "\n"),
    html: html === null ? null : html.replace(/\r\n/g, "\n"),
    partTypes: parts.map((p) => p.type),
    parts,
    receivedAt: Date.now(),
  };
}

/** A real SMTP server on loopback (no TLS, no auth) that keeps what it accepts. */
export interface SmtpServerOptions {
  port?: number;
  delayMs?: number;
  /** an answer to RCPT TO for some addresses (e.g. 550 for an unknown mailbox, 451 for a greylisted one) */
  refuseRecipient?: (address: string) => { code: number; message: string } | null;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const closed = new Set<string>();
  let delayMs = options.delayMs ?? 0;
  let received = 0;
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onClose(session: SMTPServerSession) {
      closed.add(session.id);
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received++;
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const accept = () => {
          // a message counts only if the client is still there to read the 250
          if (closed.has(session.id)) return callback(new Error("connection closed"));
          messages.push(parseMail(raw, envelope));
          callback();
        };
        if (holding) held.push(accept);
        else if (delayMs > 0) setTimeout(accept, delayMs);
        else accept();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    dataReceived: () => received,
    setDelay: (ms) => {
      delayMs = ms;
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const accept of held.splice(0)) accept();
    },
    abandonHeld: () => {
      holding = false;
      held.length = 0;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
