/**
 * What the alert of a new request says on the administrators' phones
 * (docs/product.md#admin-push). Pure: features/push sends it.
 */
import type { PushMessage } from "~/features/push/message";
import { UNSPECIFIED_PROJECT } from "./copy";
import { projectLabelOf, type LeadForm } from "./format";

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
