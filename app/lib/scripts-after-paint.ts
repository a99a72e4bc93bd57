/**
 * The page's scripts start after its first paint. The server marks React
 * Router's module script and its modulepreload links inert as it streams the
 * document (scripts-after-paint.server.ts); RELEASE_SCRIPTS, an inline script
 * that follows them, makes them live again once the browser has painted. On a
 * slow connection the stylesheet, the font and the first image get the
 * bandwidth, and the page is seen (its links and forms work) before the
 * JavaScript arrives. Without JavaScript nothing changes: the page is server
 * HTML.
 */
// A data block's type must be a MIME type with a subtype, and a data block may not carry `async`.
export const HELD_MODULE_TYPE = "text/x-held-module";
export const HELD_PRELOAD_REL = "held-modulepreload";

/** If the browser never reports a paint (a tab opened in the background…), the scripts start anyway. */
const RELEASE_AT_THE_LATEST_MS = 3000;

/**
 * The released links are fetched at low priority; the module script is made
 * async again, as React Router renders it (the held data block may not carry
 * the attribute): it runs as soon as its imports are in.
 */
export const RELEASE_SCRIPTS = `(function () {
  var released = false;
  function release() {
    if (released) return;
    released = true;
    document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]').forEach(function (link) {
      link.fetchPriority = "low";
      link.rel = "modulepreload";
    });
    document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function (held) {
      var script = document.createElement("script");
      script.type = "module";
      script.async = true;
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.type = "module";
      held.async = true;
      document.head.appendChild(script);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(release, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (error) {
    requestAnimationFrame(function () { setTimeout(release, 0); });
  }
  setTimeout(release, ${RELEASE_AT_THE_LATEST_MS});
})();`;
