import { emergencyPhoneOf, phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { Icon } from "./content-icon";
import { buttonVariants } from "./ui/button";

/** A tel: button to the configured business number (the emergency one for `emergency`), showing the number after the label. */
export function CallButton({
  label,
  variant = "primary",
  size = "lg",
  className,
  showNumber = true,
  emergency = false,
}: {
  label: string;
  variant?: "primary" | "light" | "dark" | "outline" | "outlineLight";
  size?: "md" | "lg";
  className?: string;
  showNumber?: boolean;
  emergency?: boolean;
}) {
  const site = useSite();
  const phone = emergency ? emergencyPhoneOf(site) : site.phone;
  return (
    <a
      href={phoneHref(phone)}
      className={cn(buttonVariants({ variant, size }), "tabular-nums", className)}
      aria-label={showNumber ? undefined : `${label} ${phone}`}
    >
      <Icon name="Phone" />
      <span>
        {label}
        {showNumber ? <span className="font-normal"> · {phone}</span> : null}
      </span>
    </a>
  );
}
