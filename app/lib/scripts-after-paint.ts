/**
 * The page's scripts start after its first paint. The server marks React
 * Router's module script and its modulepreload links inert as it streams the
 * document (scripts-after-paint.server.ts); RELEASE_SCRIPTS, an inline script
 * that follows them, makes them live again once the browser has painted. On a
 * slow connection the stylesheet, the font and the first image get the
 * bandwidth, and the page is seen (its links and forms work) before the
 * JavaScript arrives. Without JavaScript nothing changes: the page is server
 * HTML.
 *
 * A public page goes further (docs/product.md#scripts-on-first-use): its
 * modules are fetched after the paint, but run only when the visitor first
 * touches, scrolls, types or moves the pointer. A visitor who reads and calls
 * never pays for them; nothing on a public page needs them before a gesture
 * (links, forms and menus are server HTML), see decisions/037. Except the
 * cookie banner: while the visitor has not answered it (the Google tag's
 * inline script says so), the scripts run after the paint.
 */
import { CONSENT_PENDING_GLOBAL } from "./analytics";

// A data block's type must be a MIME type with a subtype, and a data block may not carry `async`.
export const HELD_MODULE_TYPE = "text/x-held-module";
export const HELD_PRELOAD_REL = "held-modulepreload";
/** The held module script of a page whose scripts wait for the visitor's first gesture. */
export const HELD_UNTIL_USE_TYPE = "text/x-held-module-until-use";
/** What counts as a first use: any of these, anywhere in the page. */
const FIRST_USE_EVENTS = ["pointerdown", "touchstart", "keydown", "mousemove", "wheel", "scroll", "focusin"];

/** If the browser never reports a paint (a tab opened in the background…), the scripts start anyway. */
const RELEASE_AT_THE_LATEST_MS = 3000;

/**
 * The released links are fetched at low priority; the module script is made
 * async again, as React Router renders it (the held data block may not carry
 * the attribute): it runs as soon as its imports are in.
 */
export const RELEASE_SCRIPTS = `(function () {
  var started = false;
  var held = document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]');
  // the cookie banner is a script, and a visitor who has not answered it must see it without a gesture
  var onFirstUse = !!document.querySelector('script[type="${HELD_UNTIL_USE_TYPE}"]') && !window.${CONSENT_PENDING_GLOBAL};
  var events = ${JSON.stringify(FIRST_USE_EVENTS)};
  function release(rel) {
    held.forEach(function (link) {
      link.fetchPriority = "low";
      link.rel = rel;
    });
  }
  function start() {
    if (started) return;
    started = true;
    release("modulepreload");
    events.forEach(function (name) { removeEventListener(name, onGesture, true); });
    document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"],script[type="${HELD_UNTIL_USE_TYPE}"]').forEach(function (inert) {
      var script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.nonce = inert.nonce;
      script.textContent = inert.textContent;
      inert.type = "module";
      inert.async = true;
      document.head.appendChild(script);
    });
  }
  // waiting for a gesture, the modules are only fetched (a preload would also parse them)
  function painted() {
    if (!onFirstUse) start();
    else if (!started) release("prefetch");
  }
  // a browser moves the pointer by itself when the layout changes under it: a move that moved nothing is no gesture
  function onGesture(event) {
    if (event.type !== "mousemove" || event.movementX || event.movementY) start();
  }
  if (onFirstUse) events.forEach(function (name) { addEventListener(name, onGesture, { capture: true, passive: true }); });
  try {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(painted, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(painted, 0); });
  }
  setTimeout(painted, ${RELEASE_AT_THE_LATEST_MS});
})();`;
