import { Link } from "react-router";
import { formatOpeningHours, phoneHref } from "~/config/site";
import { mailtoHref } from "~/lib/email-address";
import { useRootData, useSite } from "~/lib/use-site";
import { Logo } from "./logo";
import { Icon } from "~/components/content-icon";

const QUICK_LINKS = [
  { to: "/realisations", label: "Nos réalisations" },
  { to: "/a-propos", label: "À propos" },
  { to: "/blog", label: "Blog" },
  { to: "/urgence-toiture", label: "Urgence toiture 24h/24" },
  { to: "/devis-gratuit", label: "Devis gratuit" },
  { to: "/contact", label: "Contact" },
  { to: "/plan-du-site", label: "Plan du site" },
] as const;

const LEGAL_LINKS = [
  { to: "/mentions-legales", label: "Mentions légales" },
  { to: "/confidentialite", label: "Confidentialité" },
  { to: "/cgu", label: "CGU" },
  { to: "/cgv", label: "CGV" },
] as const;

function FooterHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-4 text-sm font-semibold uppercase tracking-[0.14em] text-white">{children}</h2>;
}

/** The look of the footer's links, for a link the layout passes in. */
export const FOOTER_LINK_CLASS = "text-slate-400 transition-colors hover:text-white";

/** `cookieSettingsLink` closes the legal links: the consent feature's 'Gérer les cookies'. */
export function SiteFooter({ cookieSettingsLink }: { cookieSettingsLink: React.ReactNode }) {
  const site = useSite();
  const { serviceLinks } = useRootData();
  return (
    <footer className="bg-ink text-sm text-slate-400">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo src={site.logoUrl} name={site.name} initials={site.initials} dark />
          <p className="mt-5 leading-relaxed">
            Couverture, zinguerie, étanchéité et façonnage sur mesure en {site.serviceArea}. Garantie décennale, devis gratuit
            sous 24h.
          </p>
        </div>
        <div>
          <FooterHeading>Nos services</FooterHeading>
          <ul className="space-y-2.5">
            {serviceLinks.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`} className={FOOTER_LINK_CLASS}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterHeading>Liens rapides</FooterHeading>
          <ul className="space-y-2.5">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={FOOTER_LINK_CLASS}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <FooterHeading>Contact</FooterHeading>
          <ul className="space-y-3">
            <li>
              <a href={phoneHref(site.phone)} className="flex items-center gap-3 text-slate-300 hover:text-white">
                <Icon name="Phone" className="size-4 shrink-0 text-copper-400" />
                {site.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(site.email)} className="flex items-center gap-3 break-all text-slate-300 hover:text-white">
                <Icon name="Mail" className="size-4 shrink-0 text-copper-400" />
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0 text-copper-400" />
              <address className="not-italic">
                {site.address.street}
                <br />
                {site.address.postalCode} {site.address.city}
              </address>
            </li>
            <li className="flex items-start gap-3">
              <Icon name="Clock" className="mt-0.5 size-4 shrink-0 text-copper-400" />
              <span>
                {site.openingHours.map((h) => (
                  <span key={h.days + h.opens} className="block">
                    {formatOpeningHours(h)}
                  </span>
                ))}
                <span className="block text-copper-300">Urgences 24h/24 et 7j/7</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-xs lg:flex-row lg:items-center lg:justify-between">
          {/* the publisher's identity, short (docs/product.md#legal-identity): the rest is on /mentions-legales */}
          <p>
            © {new Date().getFullYear()} {site.legalName}
            {site.siret ? <span className="whitespace-nowrap"> · SIRET {site.siret}</span> : null} · {site.registrationNumber}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={FOOTER_LINK_CLASS}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>{cookieSettingsLink}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
