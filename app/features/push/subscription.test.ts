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
    // this machine or the local network under another spelling: only the push services' own hosts pass
    ["https://localhost.:3498/x"],
    ["https://LOCALHOST.:3498/x"],
    ["https://127.0.0.1.nip.io:3498/x"],
    ["https://localhost.localdomain:3498/x"],
    ["https://10.0.0.1.sslip.io/x"],
    ["https://intranet.example.fr/push/x"],
    ["https://0x7f000001/x"],
    ["https://2130706433/x"],
    // look-alikes of the push services
    ["https://fcm.googleapis.com.evil.example/fcm/send/x"],
    ["https://fcm.googleapis.com./fcm/send/x"],
    ["https://evilfcm.googleapis.com/fcm/send/x"],
    ["https://push.services.mozilla.com.127.0.0.1.nip.io/wpush/v2/x"],
    ["https://evilnotify.windows.com/w/?token=x"],
    ["https://push.apple.com/x"],
    ["https://web.push.apple.com:3498/x"],
  ])("refuses the endpoint %s", (endpoint) => {
    expect(parsePushSubscription({ ...valid, endpoint })).toEqual({ ok: false, message: PUSH_MESSAGES.invalidEndpoint });
    expect(isAcceptableEndpoint(endpoint)).toBe(false);
  });

  it.each([
    ["Chrome, Edge on Android, Opera, Samsung Internet (FCM)", "https://fcm.googleapis.com/fcm/send/dGVzdDp0b2tlbg:APA91bH-x_y"],
    ["Firefox", "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk"],
    ["Firefox (older address)", "https://updates.push.services.mozilla.com/wpush/v1/gAAAAABk"],
    ["Edge on Windows", "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2f"],
    ["Safari", "https://web.push.apple.com/QGx2ZkVjRm9fNjY0"],
    ["Safari (another Apple host)", "https://api.push.apple.com/3/device/abc"],
    ["any spelling of the host's letters", "https://FCM.GoogleAPIs.com/fcm/send/abc"],
  ])("accepts a real endpoint: %s", (_browser, endpoint) => {
    expect(isAcceptableEndpoint(endpoint)).toBe(true);
    expect(parsePushSubscription({ ...valid, endpoint })).toEqual({ ok: true, subscription: { ...valid, endpoint } });
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
