import type { ContentIcon } from "~/content";
import { cn } from "~/lib/utils";
import { Icon } from "./content-icon";

const sizes = {
  sm: "size-10 rounded-lg [&_svg]:size-5",
  md: "size-12 rounded-xl [&_svg]:size-6",
  lg: "size-16 rounded-2xl [&_svg]:size-8",
} as const;

const tones = {
  copper: "bg-copper-50 text-copper-700 ring-1 ring-inset ring-copper-200/70",
  dark: "bg-ink text-copper-300",
  onDark: "bg-white/10 text-copper-300 ring-1 ring-inset ring-white/15",
  solid: "bg-copper-600 text-white shadow-sm",
} as const;

/** An icon in a soft square: the site's one way of showing a pictogram. */
export function IconTile({
  icon,
  size = "md",
  tone = "copper",
  className,
}: {
  icon: ContentIcon;
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span className={cn("inline-grid shrink-0 place-items-center", sizes[size], tones[tone], className)}>
      <Icon name={icon} strokeWidth={1.75} />
    </span>
  );
}
