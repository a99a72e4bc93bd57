import type { ReactNode } from "react";
import { Link } from "react-router";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "~/components/ui/button";
import { emergencyPhoneOf, phoneHref } from "~/config/site";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { Icon } from "~/components/content-icon";

type ButtonLook = VariantProps<typeof buttonVariants>;

/** The path every landing call to action leads to (docs/product.md#landing-pages: a link to /contact). */
export const LANDING_CONTACT_PATH = "/contact";
export const QUOTE_LABEL = "Demander un devis";

/**
 * The configured `tel:` link (the emergency number for `emergency`). A tap is counted, and reported
 * as an ad conversion, by the page's tap beacon (tap-beacon.server.ts), before the scripts run too.
 */
export function useCallLink(emergency = false) {
  const site = useSite();
  const phone = emergency ? emergencyPhoneOf(site) : site.phone;
  return { phone, href: phoneHref(phone) };
}

/**
 * A `tel:` button to the configured phone number. Without a label it reads
 * 'Appeler le 04 …'; with one ('Appeler l'urgence') the number follows it.
 */
export function CallButton({
  label,
  variant = "primary",
  size = "lg",
  className,
  children,
  emergency = false,
}: ButtonLook & { label?: string; className?: string; children?: ReactNode; emergency?: boolean }) {
  const call = useCallLink(emergency);
  return (
    <a href={call.href} className={cn(buttonVariants({ variant, size }), "tabular-nums", className)}>
      <Icon name="Phone" />
      {children ?? (label ? `${label}\u00a0: ${call.phone}` : `Appeler le ${call.phone}`)}
    </a>
  );
}

/** 'Demander un devis' → /contact. */
export function QuoteLink({
  variant = "outline",
  size = "lg",
  className,
  children = QUOTE_LABEL,
}: ButtonLook & { className?: string; children?: ReactNode }) {
  return (
    <Link to={LANDING_CONTACT_PATH} className={cn(buttonVariants({ variant, size }), "group", className)}>
      {children}
      <Icon name="ArrowRight" className="transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
