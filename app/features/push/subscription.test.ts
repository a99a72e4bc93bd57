import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PUSH_MESSAGES } from "./messages";
import { createHash } from "node:crypto";
import { ENDPOINT_MAX_LENGTH, base64UrlToBytes, endpointTag, isAcceptableEndpoint, parsePushSubscription } from "./subscription";

const ecdh = createECDH("prime256v1");
ecdh.generateKeys();
const valid = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc:APA91b",
  p256dh: ecdh.getPublicKey().toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
};

describe("parsePushSubscription", () => {
  it("accepts what a browser gives", () => {
    expect(parsePushSubscription(valid)).toEqual({ ok: true, subscription: valid });
    expect(parsePushSubscription({ ...valid, endpoint: "https://web.push.apple.com/QGx2" }).ok).toBe(true);
  });

  it.each([
    ["http://fcm.googleapis.com/fcm/send/x"],
    ["https://127.0.0.1:8443/push/x"],
    ["https://[::1]/push/x"],
    ["https://localhost/push/x"],
    ["https://intranet/push"],
    ["https://user:pass@fcm.googleapis.com/x"],
    ["javascript:alert(1)"],
    [""],
  ])("refuses the endpoint %s", (endpoint) => {
    expect(parsePushSubscription({ ...valid, endpoint })).toEqual({ ok: false, message: PUSH_MESSAGES.invalidEndpoint });
    expect(isAcceptableEndpoint(endpoint)).toBe(false);
  });

  it("refuses keys of the wrong size or shape", () => {
    const wrong = [
      { p256dh: randomBytes(64).toString("base64url") },
      { p256dh: Buffer.concat([Buffer.from([0x02]), randomBytes(64)]).toString("base64url") },
      { p256dh: "pas du base64 !" },
      { auth: randomBytes(12).toString("base64url") },
      { auth: "" },
      { p256dh: 42 },
    ];
    for (const fields of wrong) {
      expect(parsePushSubscription({ ...valid, ...fields })).toEqual({ ok: false, message: PUSH_MESSAGES.invalidKeys });
    }
  });

  it("refuses over-long fields", () => {
    const long = `https://fcm.googleapis.com/${"a".repeat(ENDPOINT_MAX_LENGTH)}`;
    expect(parsePushSubscription({ ...valid, endpoint: long })).toEqual({ ok: false, message: PUSH_MESSAGES.tooLong });
    expect(parsePushSubscription({ ...valid, auth: "A".repeat(500) })).toEqual({ ok: false, message: PUSH_MESSAGES.tooLong });
  });
});

describe("endpointTag", () => {
  it("is the first 8 bytes of the endpoint's SHA-256, in hex", async () => {
    expect(await endpointTag(valid.endpoint)).toBe(createHash("sha256").update(valid.endpoint).digest("hex").slice(0, 16));
  });
});

describe("base64UrlToBytes", () => {
  it("reads base64url with or without padding, and nothing else", () => {
    const bytes = randomBytes(65);
    expect(Buffer.from(base64UrlToBytes(bytes.toString("base64url"))!)).toEqual(bytes);
    expect(Buffer.from(base64UrlToBytes(`${bytes.toString("base64url")}=`)!)).toEqual(bytes);
    expect(base64UrlToBytes("a+b/")).toBeNull();
    expect(base64UrlToBytes("abcde")).toBeNull();
  });
});
