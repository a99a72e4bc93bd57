import { useEffect } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/content-icon";
import { buttonVariants } from "~/components/ui/button";
import { emergencyPhoneOf, phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";

/**
 * Sticky call bar for phones (hidden from md up), docs/product.md#mobile-call-bar: server HTML with
 * its look in app.css, hidden until call-bar-visibility.ts (loaded once the page is live) says it
 * may show. It shows only while none of the page's own call buttons or forms is on screen, and never
 * while a form field has focus (CSS alone: the visitor is typing). `afterId` names the element (the
 * hero's buttons) past which it shows, `endId` the one from which it steps aside to the end of the
 * page; without `endId` the page keeps room for the bar under its footer (app.css), so nothing stays
 * hidden under it. It sits below the cookie banner (z-40 < z-50): the banner covers it until it is
 * dismissed. A hidden bar is `invisible`, so it is neither focusable nor announced. A plain `tel:` link:
 * the page's phone-tap beacon counts a tap in the statistics (and reports it to the Google tag) as on
 * every `tel:` link, before the scripts run too.
 */
export function MobileCallBar({ emergency = false, afterId, endId }: { emergency?: boolean; afterId?: string; endId?: string }) {
  const site = useSite();
  const phone = emergency ? emergencyPhoneOf(site) : site.phone;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import("./call-bar-visibility")
      .then((visibility) => {
        if (!gone) stop = visibility.watchCallBar({ afterId, endId });
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [afterId, endId]);

  return (
    <div data-testid="mobile-call-bar" data-visible="false" data-call-bar-room={endId ? undefined : ""} className="call-bar">
      <div className="mx-auto flex max-w-md gap-2">
        <a href={phoneHref(phone)} className={cn(buttonVariants({ size: "lg" }), "flex-[1.5] px-4 tabular-nums")}>
          <Icon name="Phone" />
          <span className="sr-only">Appeler le </span>
          {phone}
        </a>
        <Link
          to="/contact"
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
