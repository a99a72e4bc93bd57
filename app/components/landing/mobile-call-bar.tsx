import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { LANDING_CONTACT_PATH, useCallLink } from "./actions";
import { Icon } from "~/components/content-icon";

/**
 * Sticky call bar for phones (hidden from md up), docs/product.md#mobile-call-bar: server HTML and
 * CSS, hidden until call-bar-visibility.ts (loaded once the page is live) says it may show. It shows
 * only while none of the page's own call buttons or forms is on screen, and never while a form field
 * has focus (CSS alone: the visitor is typing). The landing pages name their hero's buttons
 * (`afterId`) and their closing call to action (`endId`: the bar steps aside from it to the end of
 * the page); without `endId` the page keeps room for the bar under its footer (app.css), so nothing
 * stays hidden under it. It sits below the cookie banner (z-40 < z-50): the banner covers it until
 * it is dismissed. A hidden bar is `invisible`, so it is neither focusable nor announced.
 */
export function MobileCallBar({ emergency = false, afterId, endId }: { emergency?: boolean; afterId?: string; endId?: string }) {
  const call = useCallLink(emergency);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import("./call-bar-visibility")
      .then(({ watchCallBar }) => {
        if (!gone && bar.current) stop = watchCallBar(bar.current, { afterId, endId });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [afterId, endId]);

  return (
    <div
      ref={bar}
      data-testid="mobile-call-bar"
      data-visible="false"
      // the page keeps room under its footer for a bar that stays to the end (app.css)
      data-call-bar-room={endId ? undefined : ""}
      className={cn(
        "invisible fixed inset-x-0 bottom-0 z-40 translate-y-full border-t border-slate-200 bg-white/95 px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pt-3 opacity-0 shadow-[0_-10px_30px_-12px_rgb(15_23_36/0.3)] backdrop-blur transition-all duration-300 motion-reduce:transition-none md:hidden",
        "data-[visible=true]:visible data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100",
        // a visitor typing in a form has the bar out of the way
        "[body:has(:is(input,textarea,select):focus)_&]:invisible! [body:has(:is(input,textarea,select):focus)_&]:opacity-0!",
      )}
    >
      <div className="mx-auto flex max-w-md gap-2">
        <a href={call.href} onClick={call.onClick} className={cn(buttonVariants({ size: "lg" }), "flex-[1.5] px-4 tabular-nums")}>
          <Icon name="Phone" />
          <span className="sr-only">Appeler le </span>
          {call.phone}
        </a>
        <Link
          to={LANDING_CONTACT_PATH}
          aria-label="Demander un devis"
          className={cn(buttonVariants({ variant: "dark", size: "lg" }), "flex-1 px-3")}
        >
          <Icon name="FileText" />
          Devis
        </Link>
      </div>
    </div>
  );
}
