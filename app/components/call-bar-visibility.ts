/**
 * When the phone's call bar shows (docs/product.md#mobile-call-bar): loaded after the page is
 * live, so no page pays for it in its first scripts. It sets the `data-visible` of the page's bar
 * (`.call-bar`, mobile-call-bar.tsx); the bar's CSS does the rest.
 */

/** The page's own call buttons (not the bar's): while one is on screen the bar is not needed. */
const OWN_CALL_BUTTONS = 'main a[href^="tel:"]:not(.call-bar *)';
const FORMS = "main form";

const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * Shows the bar while none of the page's own call buttons (or, with `afterId`, that element and what
 * is above it) and none of its forms is on screen, and before `endId` when given. Position checks
 * on scroll, not IntersectionObserver: a jump to the footer would skip the crossing. Returns the
 * function that stops watching.
 */
export function watchCallBar({ afterId, endId }: { afterId?: string; endId?: string }): () => void {
  const bar = document.querySelector<HTMLElement>(".call-bar");
  if (!bar) return () => undefined;
  const start = afterId ? document.getElementById(afterId) : null;
  const end = endId ? document.getElementById(endId) : null;
  let frame = 0;
  const update = () => {
    frame = 0;
    const ownButtons = start
      ? start.getBoundingClientRect().bottom >= 0
      : [...document.querySelectorAll(OWN_CALL_BUTTONS)].some(onScreen);
    const atEnd = end !== null && end.getBoundingClientRect().top <= window.innerHeight;
    bar.dataset.visible = String(!ownButtons && !atEnd && ![...document.querySelectorAll(FORMS)].some(onScreen));
  };
  const schedule = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  update();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  return () => {
    window.removeEventListener("scroll", schedule);
    window.removeEventListener("resize", schedule);
    if (frame) window.cancelAnimationFrame(frame);
  };
}
