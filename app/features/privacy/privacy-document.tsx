/**
 * The body of the privacy page (docs/product.md#privacy-page): the
 * controller, each use of data with its legal basis and retention, the
 * recipients as configured, cookies, rights, the CNIL and the consumer
 * mediator. The words come from app/content/privacy.ts through the loader.
 */
import { LegalFacts, LegalLayout, LegalSectionBlock, MediatorDetails } from "~/components/legal-document";
import { phoneHref, privacyEmailOf } from "~/config/site";
import type { LegalPagesLabels } from "~/content";
import type { PrivacyPurpose, PrivacyRecipient, privacyPage } from "~/content/privacy";
import { mailtoHref } from "~/lib/email-address";
import { useSite } from "~/lib/use-site";

export type PrivacyPageWords = Omit<typeof privacyPage, "metaTitle" | "metaDescription" | "keywords">;

const LINK = "font-medium text-copper-700 underline underline-offset-4";

function PurposeCard({ purpose, labels }: { purpose: PrivacyPurpose; labels: PrivacyPageWords["purposeLabels"] }) {
  const rows = [
    [labels.data, purpose.data],
    [labels.basis, purpose.basis],
    [labels.retention, purpose.retention],
  ] as const;
  return (
    <article
      id={`finalite-${purpose.id}`}
      aria-labelledby={`finalite-${purpose.id}-title`}
      className="overflow-hidden rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200"
    >
      <h3
        id={`finalite-${purpose.id}-title`}
        className="border-b border-slate-200 bg-slate-50 px-5 py-3.5 text-base font-semibold text-ink"
      >
        {purpose.title}
      </h3>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-[0.95rem] leading-relaxed text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

export function PrivacyDocument({
  page,
  labels,
  purposes,
  recipients,
  googleTags,
}: {
  page: PrivacyPageWords;
  labels: LegalPagesLabels;
  purposes: readonly PrivacyPurpose[];
  recipients: readonly PrivacyRecipient[];
  googleTags: boolean;
}) {
  const site = useSite();
  const s = page.sections;
  const order = [s.controller, s.purposes, s.recipients, s.cookies, s.rights, s.complaint, s.mediator];
  const index = (section: (typeof order)[number]) => order.indexOf(section);
  const privacyEmail = privacyEmailOf(site);
  const emailLink = (
    <a href={mailtoHref(privacyEmail)} className={`break-all ${LINK}`} data-privacy-contact>
      {privacyEmail}
    </a>
  );
  const c = page.controllerLabels;
  return (
    <LegalLayout toc={order} current="/confidentialite" labels={labels}>
      <LegalSectionBlock index={index(s.controller)} id={s.controller.id} title={s.controller.title}>
        <p>{page.controllerIntro}</p>
        <LegalFacts
          rows={[
            [c.name, `${site.legalName}, ${site.legalForm}`],
            [c.address, `${site.address.street}, ${site.address.postalCode} ${site.address.city}`],
            ...(site.siret === "" ? [] : [[c.siret, site.siret] as const]),
            [c.privacyContact, emailLink],
            [
              c.phone,
              <a key="phone" href={phoneHref(site.phone)} className={LINK}>
                {site.phone}
              </a>,
            ],
          ]}
        />
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.purposes)} id={s.purposes.id} title={s.purposes.title}>
        <p>{page.purposesIntro}</p>
        <div className="grid gap-4">
          {purposes.map((purpose) => (
            <PurposeCard key={purpose.id} purpose={purpose} labels={page.purposeLabels} />
          ))}
        </div>
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.recipients)} id={s.recipients.id} title={s.recipients.title}>
        <p>{page.recipientsIntro}</p>
        <LegalFacts
          rows={recipients.map((r) => [
            r.role,
            <span key={r.role} className="block" data-recipient={r.role}>
              <span className="block font-semibold text-ink">{r.name}</span>
              <span className="mt-1 block text-sm font-normal leading-relaxed text-slate-600">{r.detail}</span>
            </span>,
          ])}
        />
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.cookies)} id={s.cookies.id} title={s.cookies.title}>
        {(googleTags ? page.cookiesWithGoogle : page.cookiesWithoutGoogle).map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>{page.cookiesAlways}</p>
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.rights)} id={s.rights.id} title={s.rights.title}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {page.rights.map((right) => (
            <li key={right.title} className="rounded-[var(--radius-card)] bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
              <span className="block font-semibold text-ink">{right.title}</span>
              <span className="mt-0.5 block text-sm leading-relaxed text-slate-600">{right.text}</span>
            </li>
          ))}
        </ul>
        <p>{page.rightsConsent}</p>
        <p className="rounded-[var(--radius-card)] bg-copper-50 px-5 py-4 text-ink ring-1 ring-copper-100">
          {page.rightsHow} {emailLink} {page.rightsHowEnd}
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.complaint)} id={s.complaint.id} title={s.complaint.title}>
        <p>
          {page.complaint}{" "}
          <a href="https://www.cnil.fr" className={LINK}>
            www.cnil.fr
          </a>
          .
        </p>
      </LegalSectionBlock>

      <LegalSectionBlock index={index(s.mediator)} id={s.mediator.id} title={s.mediator.title}>
        <p>{page.mediatorIntro}</p>
        <MediatorDetails mediator={site.mediator} />
      </LegalSectionBlock>
    </LegalLayout>
  );
}
