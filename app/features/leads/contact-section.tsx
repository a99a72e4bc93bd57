import type { ReactNode } from "react";
import { formatOpeningHours, phoneHref } from "~/config/site";
import { formatClosure } from "~/lib/closure-text";
import type { ContactSectionLabels } from "~/content";
import { mailtoHref } from "~/lib/email-address";
import { useSite } from "~/lib/use-site";
import { cn } from "~/lib/utils";
import { Icon } from "~/components/content-icon";
import { deferredComponent } from "~/components/deferred-component";
import { Section, SectionTitle } from "~/components/ui/section";
import type { LeadFormState } from "./form-state";

/** Far below the fold on the home page: its code loads when the visitor gets near it. */
const ContactForm = deferredComponent("contact-form", () => import("./contact-form").then((module) => module.ContactForm));

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-copper-300 ring-1 ring-inset ring-white/10 [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-[0.14em] text-slate-400">{label}</p>
        <div className="mt-1 text-white">{children}</div>
      </div>
    </li>
  );
}

/**
 * The contact section (anchor `contact`): the business's details from
 * configuration beside the contact form (form A).
 */
export function ContactSection({
  className,
  tone = "muted",
  withTitle = true,
  formState,
  labels,
}: {
  labels: ContactSectionLabels;
  /** The outcome of a submission made without JavaScript, from the page's loader (`readLeadFormState`). */
  formState?: LeadFormState | null;
  className?: string;
  tone?: "white" | "muted";
  /** False on /contact, whose page title already introduces the section. */
  withTitle?: boolean;
}) {
  const site = useSite();
  const c = labels;
  const Sub = withTitle ? "h3" : "h2";
  return (
    <Section
      id="contact"
      tone={tone}
      className={cn(!withTitle && "pt-12 sm:pt-16", className)}
      aria-labelledby={withTitle ? "contact-title" : "contact-form-title"}
    >
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14">
        <div>
          {withTitle ? (
            <div className="-mb-4">
              <SectionTitle eyebrow={c.eyebrow} title={<span id="contact-title">{c.title}</span>} intro={c.intro} align="left" />
            </div>
          ) : null}
          <div className="relative isolate overflow-hidden rounded-[var(--radius-card)] bg-ink p-6 shadow-xl sm:p-8">
            <div
              aria-hidden
              className="absolute inset-0 -z-10 bg-[radial-gradient(80%_60%_at_100%_0%,rgb(201_106_38/0.25),transparent_70%)]"
            />
            <Sub className="text-lg font-semibold text-white">{c.detailsTitle}</Sub>
            <ul className="mt-6 space-y-6">
              <DetailRow icon={<Icon name="Phone" />} label={c.phoneLabel}>
                <a href={phoneHref(site.phone)} className="text-lg font-semibold tabular-nums hover:text-copper-200">
                  {site.phone}
                </a>
              </DetailRow>
              <DetailRow icon={<Icon name="Mail" />} label={c.emailLabel}>
                <a href={mailtoHref(site.email)} className="break-all hover:text-copper-200">
                  {site.email}
                </a>
              </DetailRow>
              <DetailRow icon={<Icon name="MapPin" />} label={c.addressLabel}>
                <address className="not-italic">
                  {site.address.street}, {site.address.postalCode} {site.address.city}
                </address>
              </DetailRow>
              <DetailRow icon={<Icon name="Clock" />} label={c.hoursLabel}>
                {site.openingHours.map((h) => (
                  <span key={h.days + h.opens} className="block">
                    {formatOpeningHours(h)}
                  </span>
                ))}
                {site.closures.map((c) => (
                  <span key={`${c.from}-${c.label}`} className="mt-1 block text-sm text-copper-200">
                    {formatClosure(c)}
                  </span>
                ))}
              </DetailRow>
            </ul>
            <p className="mt-8 flex items-center gap-3 rounded-xl bg-copper-600/15 px-4 py-3 text-sm font-semibold text-copper-200 ring-1 ring-inset ring-copper-400/30">
              <Icon name="Siren" className="size-5 shrink-0" />
              {c.emergencyLine}
            </p>
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
          <Sub id="contact-form-title" className="text-2xl font-semibold">
            {c.formTitle}
          </Sub>
          <div className="mt-6">
            <ContactForm state={formState} />
          </div>
        </div>
      </div>
    </Section>
  );
}
