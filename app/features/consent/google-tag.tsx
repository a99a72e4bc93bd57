import { CONSENT_DATE_KEY, CONSENT_STORAGE_KEY, CONSENT_VALIDITY_DAYS, CONSENT_WAIT_FOR_UPDATE_MS } from "~/config/constants";
import { CALL_CONVERSION_GLOBAL, CONSENT_PENDING_GLOBAL, conversionTarget, type AnalyticsIds } from "~/lib/analytics";

/**
 * The Google tag, only when an id is configured. The inline script runs before
 * the tag loads: it sets Consent Mode V2 defaults (all denied, wait_for_update
 * 500 ms) and applies a stored, unexpired choice made for the ids configured now (`==`: a record
 * older than its `ads_id` field has none) with a consent update. It then
 * adds the tag's script itself: a page shared from the cache allows its inline
 * scripts by hash, and what they add ('strict-dynamic'), not a nonce'd <script src>.
 */
export function GoogleTag({ ids, nonce }: { ids: AnalyticsIds; nonce: string }) {
  const tagIds = [ids.gaId, ids.adsId].filter((v): v is string => Boolean(v));
  if (tagIds.length === 0) return null;
  const tagSource = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagIds[0]!)}`;
  const callConversion = conversionTarget(ids);
  // the phone-tap beacon (tap-beacon.server.ts) reports a call to this conversion
  const inline = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;${callConversion ? `window.${CALL_CONVERSION_GLOBAL}=${JSON.stringify(callConversion)};` : ""}
gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'granted',personalization_storage:'denied',security_storage:'granted',wait_for_update:${CONSENT_WAIT_FOR_UPDATE_MS}});
try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));var d=localStorage.getItem(${JSON.stringify(CONSENT_DATE_KEY)})||(r&&r.timestamp);
if(r&&d&&Date.now()-Date.parse(d)<=${CONSENT_VALIDITY_DAYS}*864e5&&r.measurement_id==${JSON.stringify(ids.gaId)}&&r.ads_id==${JSON.stringify(ids.adsId)}){var g=function(v){return v?'granted':'denied'};gtag('consent','update',{analytics_storage:g(r.analytics_storage),ad_storage:g(r.ad_storage),ad_user_data:g(r.ad_user_data),ad_personalization:g(r.ad_personalization)})}else window.${CONSENT_PENDING_GLOBAL}=true}catch(e){window.${CONSENT_PENDING_GLOBAL}=true}
gtag('js',new Date());${tagIds.map((id) => `gtag('config',${JSON.stringify(id)});`).join("")}
var t=document.createElement('script');t.async=true;t.src=${JSON.stringify(tagSource)};document.head.appendChild(t);`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inline }} />;
}
