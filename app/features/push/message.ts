/**
 * What an alert says (docs/product.md#admin-push). Pure: the sender encrypts
 * it as JSON, the service worker (service-worker-source.ts) shows it.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** a later alert with the same tag replaces this one on the device */
  tag: string;
  /** the page a tap opens */
  url: string;
  /** stays on screen until the owner acts (an emergency call-back) */
  urgent?: boolean;
}
