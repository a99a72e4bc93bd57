import { Transform, type TransformCallback } from "node:stream";
import { CALL_CONVERSION_EVENT, CALL_CONVERSION_GLOBAL } from "~/lib/analytics";
import { EVENT_ENDPOINT } from "./events";

/**
 * The phone-tap beacon (docs/product.md#statistics): one delegated click
 * listener that, on a tap of a `tel:` link, posts the event name and the
 * page's path to EVENT_ENDPOINT, and nothing else (no identifier). Where the
 * Google tag is on the page (google-tag.tsx, which names the call conversion
 * in CALL_CONVERSION_GLOBAL) it also reports the call there, under the
 * visitor's consent choices. It is an inline script added to public documents
 * by the server as they stream, so it costs the page's JavaScript bundles
 * nothing and counts the first tap, which comes before the scripts run
 * (docs/product.md#scripts-on-first-use).
 */
export const TAP_BEACON_SCRIPT =
  `addEventListener("click",function(e){var a=e.target.closest&&e.target.closest('a[href^="tel:"]');if(!a)return;` +
  `navigator.sendBeacon&&navigator.sendBeacon("${EVENT_ENDPOINT}",new URLSearchParams({e:"appel",p:location.pathname}));` +
  `if(window.gtag){gtag("event","${CALL_CONVERSION_EVENT}");var c=window.${CALL_CONVERSION_GLOBAL};c&&gtag("event","conversion",{send_to:c})}},true)`;

const BODY_END = Buffer.from("</body>");

/**
 * Adds the beacon right before `</body>` (after everything React renders, so
 * hydration never meets it). The last bytes of each chunk are held back in
 * case `</body>` is cut between two chunks.
 */
export function withTapBeacon(nonce: string): Transform {
  const script = Buffer.from(`<script nonce="${nonce}">${TAP_BEACON_SCRIPT}</script>`);
  let carry = Buffer.alloc(0);
  let added = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      let bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      if (!added) {
        const at = bytes.indexOf(BODY_END);
        if (at >= 0) {
          added = true;
          bytes = Buffer.concat([bytes.subarray(0, at), script, bytes.subarray(at)]);
        }
      }
      const keep = added ? 0 : Math.min(BODY_END.length - 1, bytes.length);
      carry = Buffer.from(bytes.subarray(bytes.length - keep));
      if (bytes.length > keep) this.push(bytes.subarray(0, bytes.length - keep));
      done();
    },
    flush(done: TransformCallback) {
      if (carry.length) this.push(carry);
      done();
    },
  });
}
