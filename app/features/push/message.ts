/**
 * What an alert says (docs/product.md#admin-push). Pure: the sender encrypts
 * it as JSON, the service worker (service-worker-source.ts) shows it.
 */
import { UNSPECIFIED_PROJECT } from "~/features/leads/copy";
import { projectLabelOf, type LeadForm } from "~/features/leads/format";

export interface PushMessage {
  title: string;
  body: string;
  /** a later alert with the same tag replaces this one on the device */
  tag: string;
  /** the page a tap opens */
  url: string;
  /** stays on screen until the owner acts (an emergency call-back) */
  urgent?: boolean;
}

export interface LeadForAlert {
  id: string;
  form: LeadForm;
  firstName: string;
  lastName: string;
  city: string;
  address: string;
  project: string | null;
  reference: string;
  urgent: boolean;
}

/** 'Nouvelle demande — Jean Dupont, Gouttières' (or 'URGENT — …'; no project when none was chosen), the place and the reference below. */
export function leadPushMessage(lead: LeadForAlert, url: string): PushMessage {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const project = projectLabelOf(lead);
  const headline = `Nouvelle demande — ${name}${project === UNSPECIFIED_PROJECT ? "" : `, ${project}`}`;
  const place = lead.city.trim() || lead.address.trim();
  const details = [place, lead.reference].filter(Boolean).join(" · ");
  return {
    title: lead.urgent ? `URGENT — ${headline}` : headline,
    body: lead.urgent ? `Demande de rappel urgent. ${details}` : details,
    tag: `lead-${lead.id}`,
    url,
    urgent: lead.urgent,
  };
}
