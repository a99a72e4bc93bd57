import { phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { Icon } from "./content-icon";
import { buttonVariants } from "./ui/button";

/** A tel: button to the configured business number, showing the number after the label. */
export function CallButton({
  label,
  variant = "primary",
  size = "lg",
  className,
  showNumber = true,
}: {
  label: string;
  variant?: "primary" | "light" | "dark" | "outline" | "outlineLight";
  size?: "md" | "lg";
  className?: string;
  showNumber?: boolean;
}) {
  const site = useSite();
  return (
    <a
      href={phoneHref(site.phone)}
      className={cn(buttonVariants({ variant, size }), "tabular-nums", className)}
      aria-label={showNumber ? undefined : `${label} ${site.phone}`}
    >
      <Icon name="Phone" />
      <span>
        {label}
        {showNumber ? <span className="font-normal"> · {site.phone}</span> : null}
      </span>
    </a>
  );
}
