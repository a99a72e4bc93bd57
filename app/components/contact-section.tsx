import { Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import type { ReactNode } from "react";
import { formatOpeningHours, phoneHref } from "~/config/site";
import { contactSection } from "~/content";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { PendingContactForm } from "./pending-lead-forms";
import { Section, SectionTitle } from "./ui/section";

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-copper-300 ring-1 ring-inset ring-white/10 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-400">{label}</dt>
        <dd className="mt-1 text-white">{children}</dd>
      </div>
    </div>
  );
}

/**
 * The contact section (anchor `contact`): the business's details from
 * configuration beside the contact form (form A).
 */
export function ContactSection({ className, tone = "muted" }: { className?: string; tone?: "white" | "muted" }) {
  const site = useSite();
  const c = contactSection;
  return (
    <Section id="contact" tone={tone} className={cn("scroll-mt-20", className)} aria-labelledby="contact-title">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
        <div>
          <SectionTitle
            eyebrow={c.eyebrow}
            title={<span id="contact-title">{c.title}</span>}
            intro={c.intro}
            align="left"
          />
          <div className="relative isolate -mt-4 overflow-hidden rounded-[var(--radius-card)] bg-ink p-6 shadow-xl sm:p-8">
            <div
              aria-hidden
              className="absolute inset-0 -z-10 bg-[radial-gradient(80%_60%_at_100%_0%,rgb(201_106_38/0.25),transparent_70%)]"
            />
            <h3 className="text-lg font-semibold text-white">{c.detailsTitle}</h3>
            <dl className="mt-6 space-y-6">
              <DetailRow icon={<Phone aria-hidden />} label={c.phoneLabel}>
                <a href={phoneHref(site.phone)} className="text-lg font-semibold tabular-nums hover:text-copper-200">
                  {site.phone}
                </a>
              </DetailRow>
              <DetailRow icon={<Mail aria-hidden />} label={c.emailLabel}>
                <a href={`mailto:${site.email}`} className="break-all hover:text-copper-200">
                  {site.email}
                </a>
              </DetailRow>
              <DetailRow icon={<MapPin aria-hidden />} label={c.addressLabel}>
                <address className="not-italic">
                  {site.address.street}, {site.address.postalCode} {site.address.city}
                </address>
              </DetailRow>
              <DetailRow icon={<Clock aria-hidden />} label={c.hoursLabel}>
                {site.openingHours.map((h) => (
                  <span key={h.days} className="block">
                    {formatOpeningHours(h)}
                  </span>
                ))}
              </DetailRow>
            </dl>
            <p className="mt-8 flex items-center gap-3 rounded-xl bg-copper-600/15 px-4 py-3 text-sm font-semibold text-copper-200 ring-1 ring-inset ring-copper-400/30">
              <Siren aria-hidden className="size-5 shrink-0" />
              {c.emergencyLine}
            </p>
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
          <h3 className="text-2xl font-semibold">{c.formTitle}</h3>
          <div className="mt-6">
            <PendingContactForm />
          </div>
        </div>
      </div>
    </Section>
  );
}
