import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageKey } from "~/content";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { CallButton } from "./actions";
import { frenchSpacing } from "./typography";
import { Icon } from "~/components/content-icon";

/** The emergency phone block: title and text from the content, the configured number, a call button. */
export function EmergencyCallBlock({
  block,
  image,
  callBack,
}: {
  block: { title: string; text: string; callLabel: string };
  image: ImageKey;
  /** the link to the emergency call-back form */
  callBack: { to: string; label: string };
}) {
  return (
    <div className="grid overflow-hidden rounded-3xl bg-ink shadow-2xl lg:grid-cols-[1fr_1.2fr]">
      <div className="relative aspect-[16/9] lg:aspect-auto lg:min-h-[22rem]">
        <ResponsiveImage
          image={image}
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw"
          className="absolute inset-0 size-full object-cover"
        />
      </div>
      <div className="relative isolate p-8 sm:p-12">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_20rem_at_100%_0%,rgb(185_28_28/0.35),transparent_65%)]"
        />
        <span className="grid size-14 place-items-center rounded-2xl bg-red-700 text-white shadow-lg shadow-red-950/40">
          <Icon name="Siren" className="size-7" />
        </span>
        <h3 className="mt-6 text-2xl font-bold text-white sm:text-3xl">{frenchSpacing(block.title)}</h3>
        <p className="mt-3 text-lg leading-relaxed text-slate-300">{frenchSpacing(block.text)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <CallButton
            emergency
            label={block.callLabel}
            variant="danger"
            className="h-14 w-full px-7 text-base sm:w-auto [&_svg]:size-5"
          />
          {/* the emergency call-back form (a link: its page holds the form, this one stays light) */}
          <Link
            to={callBack.to}
            className={cn(
              buttonVariants({ variant: "outlineLight", size: "lg" }),
              "h-14 w-full px-7 text-base sm:w-auto [&_svg]:size-5",
            )}
          >
            <Icon name="PhoneCall" />
            {callBack.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
