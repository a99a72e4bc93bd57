/**
 * The e-mail that asks a customer for a Google review once the job is done
 * (docs/product.md#review-requests): short and polite, the business's name, one button to the
 * review link, an easy way to answer, and the link to stop these requests. It asks every customer
 * the same way, whatever they thought of the job (docs/decisions/041-review-requests.md). Plain text
 * and HTML. Pure: the caller gives the facts.
 */
import { escapeHtml, mailButton, mailDocument, MAIL_COLORS, unbreakable } from "~/features/mail/html-layout";

export const REVIEW_BUTTON = "Laisser un avis Google";

export interface ReviewRequestFacts {
  customerFirstName: string;
  /** the town of the work, '' when unknown */
  city: string;
  reviewUrl: string;
  unsubscribeUrl: string;
  business: { name: string; phone: string; email: string; website: string };
}

export interface ReviewRequestMail {
  subject: string;
  text: string;
  html: string;
}

/** One line, no control characters (a header or a field). */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();

export function reviewRequestMail(facts: ReviewRequestFacts): ReviewRequestMail {
  const name = oneLine(facts.customerFirstName);
  const greeting = name ? `Bonjour ${name},` : "Bonjour,";
  const business = oneLine(facts.business.name);
  const city = oneLine(facts.city);
  const thanks = `Merci de nous avoir confié votre chantier${city ? ` à ${city}` : ""}.`;
  const ask =
    "Pourriez-vous prendre deux minutes pour raconter votre expérience sur Google\u00a0? Votre avis, quel qu'il soit, aide d'autres particuliers à choisir leur artisan, et nous aide à progresser.";
  const question = `Une remarque sur les travaux\u00a0? Répondez simplement à cet e-mail, ou appelez-nous au ${facts.business.phone}.`;
  const once = "Nous ne vous enverrons pas de rappel.";
  const unsubscribe = "Ne plus recevoir de demande d'avis";

  const text = [
    greeting,
    "",
    thanks,
    "",
    ask,
    "",
    `${REVIEW_BUTTON}\u00a0: ${facts.reviewUrl}`,
    "",
    question,
    once,
    "",
    "Bien cordialement,",
    business,
    "",
    "--",
    `${facts.business.phone} · ${facts.business.email}`,
    facts.business.website,
    `${unsubscribe}\u00a0: ${facts.unsubscribeUrl}`,
    "",
  ].join("\n");

  const e = escapeHtml;
  const body = `<p style="margin:0 0 12px;">${e(greeting)}</p>
<p style="margin:0 0 12px;">${e(thanks)}</p>
<p style="margin:0 0 24px;">${e(ask)}</p>
${mailButton({ href: facts.reviewUrl, label: REVIEW_BUTTON })}
<p style="margin:24px 0 8px;">Une remarque sur les travaux\u00a0? Répondez simplement à cet e-mail, ou appelez-nous au ${unbreakable(facts.business.phone)}.</p>
<p style="margin:0 0 20px;color:${MAIL_COLORS.muted};">${e(once)}</p>
<p style="margin:0;">Bien cordialement,<br><strong>${e(business)}</strong></p>`;
  const footer = `<p style="margin:0 0 8px;"><strong style="color:${MAIL_COLORS.ink};">${e(business)}</strong> · <span style="white-space:nowrap;">${e(facts.business.phone)}</span> · <a href="mailto:${e(facts.business.email)}" style="color:${MAIL_COLORS.muted};">${e(facts.business.email)}</a><br><a href="${e(facts.business.website)}" style="color:${MAIL_COLORS.muted};">${e(facts.business.website)}</a></p>
<p style="margin:0;">Vous recevez cet e-mail une seule fois, après la fin de votre chantier. <a href="${e(facts.unsubscribeUrl)}" style="color:${MAIL_COLORS.muted};">${e(unsubscribe)}</a></p>`;

  return {
    subject: `Votre avis sur votre chantier — ${business}`.slice(0, 250),
    text,
    html: mailDocument({
      title: `Votre avis sur votre chantier`,
      preheader: "Deux minutes pour raconter votre expérience sur Google.",
      siteName: business,
      bodyHtml: body,
      footerHtml: footer,
    }),
  };
}
