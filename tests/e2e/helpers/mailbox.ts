import { createRequire } from "node:module";
import type { AddressInfo, Server } from "node:net";
import type { Readable } from "node:stream";

/** A real SMTP server on loopback (smtp-server) that keeps every message it receives. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** the body with quoted-printable soft breaks and escapes decoded */
  text: string;
  subject: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

interface SmtpSession {
  envelope: { rcptTo: { address: string }[] };
}
interface SmtpServerLike {
  server: Server;
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
}
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  logger: boolean;
  onData(stream: Readable, session: SmtpSession, callback: (error?: Error | null) => void): void;
}) => SmtpServerLike;

// smtp-server ships without type declarations: the few members used here are typed above.
const { SMTPServer } = createRequire(import.meta.url)("smtp-server") as { SMTPServer: SmtpServerClass };

function decodeQuotedPrintable(value: string): string {
  const softBreaksRemoved = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < softBreaksRemoved.length; i++) {
    const char = softBreaksRemoved[i]!;
    const hex = softBreaksRemoved.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), enough for nodemailer's subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?(.*?)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
        const body = rest.join("\n\n");
        const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
        const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? "";
        const subject = decodeHeader(subjectLine);
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: /quoted-printable/i.test(unfolded) ? decodeQuotedPrintable(body) : body,
          subject,
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms (${messages.length} received)`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
