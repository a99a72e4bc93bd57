/**
 * 'Choisir un créneau de visite' (docs/product.md#visits): the link to the customer's booking page,
 * for the pages that offer it (the devis page). The address comes from `visitBookingUrl` on the server.
 */
import { CalendarClock } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export const VISIT_BOOKING_LINK_LABEL = "Choisir un créneau de visite";

export function VisitBookingLink({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} className={cn(buttonVariants({ variant: "outline", size: "lg" }), className)}>
      <CalendarClock aria-hidden />
      {VISIT_BOOKING_LINK_LABEL}
    </a>
  );
}
