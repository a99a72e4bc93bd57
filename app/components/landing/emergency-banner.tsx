import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { CallButton } from "./actions";
import { frenchSpacing } from "./typography";
import { Icon } from "~/components/content-icon";

/**
 * The red emergency banner (24/7, intervention within 2h). White on red-700
 * keeps AA contrast (6.5:1); the secondary text is red-50.
 */
export function EmergencyBanner({
  banner,
  callBack,
}: {
  banner: { badge: string; title: string; text: string; callLabel: string };
  /** the link to the emergency call-back form */
  callBack: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="emergency-banner-title" className="relative isolate overflow-hidden bg-red-700 py-14 sm:py-16">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_20rem_at_100%_0%,rgb(255_255_255/0.14),transparent_60%),repeating-linear-gradient(135deg,rgb(0_0_0/0.06)_0_14px,transparent_14px_28px)]"
      />
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-xs font-bold uppercase tracking-[0.12em] text-white ring-1 ring-white/25">
            <span aria-hidden className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2 rounded-full bg-white" />
            </span>
            {banner.badge}
          </p>
          <h2 id="emergency-banner-title" className="mt-4 text-2xl font-bold text-white sm:text-3xl">
            <Icon name="Siren" className="mr-2 inline size-7 -translate-y-0.5 align-middle" />
            {frenchSpacing(banner.title)}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-red-50 sm:text-lg">{frenchSpacing(banner.text)}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row lg:flex-col">
          <CallButton
            emergency
            label={banner.callLabel}
            variant="light"
            className="h-14 px-7 text-base text-red-800 shadow-xl hover:bg-red-50 [&_svg]:size-5"
          />
          {/* the emergency call-back form (a link: its page holds the form, this one stays light) */}
          <Link
            to={callBack.to}
            className={cn(buttonVariants({ variant: "outlineLight", size: "lg" }), "h-14 px-7 text-base [&_svg]:size-5")}
          >
            <Icon name="PhoneCall" />
            {callBack.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
