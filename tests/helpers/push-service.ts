/**
 * A push service on loopback, for tests (the role of FCM, Mozilla's or Apple's
 * service): an HTTPS server (a certificate made for 127.0.0.1 here) that takes
 * web-push requests (RFC 8030) for the devices it handed out, checks their
 * VAPID signature (RFC 8292) and DECRYPTS their aes128gcm payload (RFC 8291)
 * with the device's private key and auth secret, written here from the RFCs,
 * independently of the web-push package the app sends with. It records the
 * decrypted JSON. It can answer 404/410 (device gone) or 500 for a device.
 *
 * The app trusts its certificate through `trustInThisProcess()` (integration
 * tests, same process) or NODE_EXTRA_CA_CERTS=`caFile` (a server process).
 */
import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestDevice {
  /** the id in the endpoint's path */
  id: string;
  endpoint: string;
  /** base64url, as a browser's PushSubscription gives them */
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  deviceId: string;
  /** the decrypted payload, parsed */
  message: Record<string, unknown>;
  /** the application server key (VAPID k=) that signed it */
  vapidKey: string;
  /** the JWT's subject (mailto:…) */
  subject: string;
  ttl: string | null;
  urgency: string | null;
}

export interface TestPushService {
  origin: string;
  /** PEM file of the certificate, for NODE_EXTRA_CA_CERTS */
  caFile: string;
  /** a new device (P-256 key pair and 16-byte auth secret) with an endpoint on this service */
  newDevice(): TestDevice;
  received: ReceivedPush[];
  /** requests refused (bad signature, expired token, undecryptable body…), with the reason */
  refused: string[];
  /** answers this status to every push for the device from now on (410: unsubscribed) */
  answer(deviceId: string, status: number): void;
  /** makes this process's https requests trust the service's certificate; returns the undo */
  trustInThisProcess(): () => void;
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString("base64url");
const fromB64url = (s: string) => Buffer.from(s, "base64url");

/** A self-signed certificate for 127.0.0.1 (openssl, a day). */
function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT is ES256 over the key, for this origin, not expired, at most a day ahead. */
function checkVapid(header: string | undefined, origin: string): { key: string; subject: string } | string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return `Authorization is not 'vapid t=…, k=…': ${header}`;
  const [, token = "", key = ""] = match;
  const [head = "", body = "", signature = ""] = token.split(".");
  const raw = fromB64url(key);
  if (raw.length !== 65 || raw[0] !== 0x04) return "k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: "jwk",
  });
  const header_ = JSON.parse(fromB64url(head).toString()) as { alg?: string };
  if (header_.alg !== "ES256") return `JWT alg ${header_.alg}`;
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    fromB64url(signature),
  );
  if (!valid) return "JWT signature does not verify with k";
  const claims = JSON.parse(fromB64url(body).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return `JWT aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 60 * 60)
    return `JWT exp ${claims.exp} is not within a day`;
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return `JWT sub ${claims.sub}`;
  return { key, subject: claims.sub };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): the plaintext, or the reason it cannot be read. */
function decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer | string {
  if (body.length < 21 + 65 + 17) return "body too short";
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) return `keyid of ${idLength} bytes`;
  if (record.length > recordSize) return "more than one record";
  const receiverKey = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  // IKM = HKDF(salt = auth secret, ikm = ECDH secret, info = "WebPush: info" 0x00 ua_public as_public, 32)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  let plain: Buffer;
  try {
    plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    return "AES-GCM authentication failed";
  }
  // padding: the last record ends with 0x02 then zeros
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 0x02) return "no last-record delimiter";
  return plain.subarray(0, end);
}

export async function startPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(path.join(tmpdir(), "az-push-"));
  const { key, cert, certFile } = makeCertificate(dir);
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const refuse = (status: number, reason: string) => {
        refused.push(reason);
        res.writeHead(status).end(reason);
      };
      const deviceId = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const device = devices.get(deviceId);
      if (req.method !== "POST" || !device) return refuse(404, `unknown endpoint ${req.method} ${req.url}`);
      const status = statuses.get(deviceId);
      if (status) return res.writeHead(status).end();
      const vapid = checkVapid(req.headers.authorization, origin);
      if (typeof vapid === "string") return refuse(403, vapid);
      if (req.headers["content-encoding"] !== "aes128gcm")
        return refuse(415, `Content-Encoding ${req.headers["content-encoding"]}`);
      if (!req.headers.ttl) return refuse(400, "no TTL header");
      const plain = decrypt(Buffer.concat(chunks), device);
      if (typeof plain === "string") return refuse(400, plain);
      received.push({
        deviceId,
        message: JSON.parse(plain.toString("utf8")) as Record<string, unknown>,
        vapidKey: vapid.key,
        subject: vapid.subject,
        ttl: String(req.headers.ttl),
        urgency: req.headers.urgency ? String(req.headers.urgency) : null,
      });
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    caFile: certFile,
    received,
    refused,
    newDevice() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) };
    },
    answer(deviceId, status) {
      statuses.set(deviceId, status);
    },
    trustInThisProcess() {
      const previous = https.globalAgent;
      https.globalAgent = new https.Agent({ ca: cert });
      return () => {
        https.globalAgent = previous;
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
