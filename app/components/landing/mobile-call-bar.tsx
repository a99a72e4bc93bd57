import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { clsx } from "clsx";
import { LANDING_CONTACT_PATH, useCallLink } from "./actions";
import { CLOSING_CTA_ID } from "./closing-cta";
import { HERO_ACTIONS_ID } from "./landing-hero";
import { Icon } from "~/components/content-icon";

/**
 * Sticky call bar for phones (hidden from md up). It shows only between the
 * hero buttons and the closing call to action, which have their own buttons,
 * so it never covers the footer or the end of the page. It sits below the
 * cookie banner (z-40 < z-50): the banner covers it until it is dismissed.
 * Hidden bars are `invisible`, so they are neither focusable nor announced.
 */
export function MobileCallBar() {
  const call = useCallLink();
  const [visible, setVisible] = useState(false);

  // Position checks on scroll (not IntersectionObserver: a jump to the footer would skip the crossing).
  useEffect(() => {
    const hero = document.getElementById(HERO_ACTIONS_ID);
    const end = document.getElementById(CLOSING_CTA_ID);
    if (!hero || !end) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(hero.getBoundingClientRect().bottom < 0 && end.getBoundingClientRect().top > window.innerHeight);
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
  }, []);

  return (
    <div
      data-testid="mobile-call-bar"
      data-visible={visible}
      className={clsx(
        "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pt-3 shadow-[0_-10px_30px_-12px_rgb(15_23_36/0.3)] backdrop-blur transition-all duration-300 motion-reduce:transition-none md:hidden",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-full opacity-0",
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
