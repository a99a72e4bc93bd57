/**
 * The columns of a request (table `leads`) that its queries select, from the
 * fewest to all: each list adds to the one before.
 */

/** What names a request in a list: its id, reference and the person's name. */
export const LEAD_NAME_COLUMNS = ["leads.id", "leads.reference", "leads.first_name", "leads.last_name"] as const;

/** The request as it was sent: the form, the person's details, the project, when, and whether urgent. */
export const LEAD_REQUEST_COLUMNS = [
  ...LEAD_NAME_COLUMNS,
  "leads.form",
  "leads.email",
  "leads.phone",
  "leads.city",
  "leads.address",
  "leads.project",
  "leads.message",
  "leads.created_at",
  "leads.urgent",
] as const;

/** Everything the inbox and the request's page show: the follow-up and where the visit came from too. */
export const LEAD_VIEW_COLUMNS = [
  ...LEAD_REQUEST_COLUMNS,
  "leads.surface",
  "leads.source_path",
  "leads.ip_hash",
  "leads.user_agent",
  "leads.spam",
  "leads.status",
  "leads.lost_reason",
  "leads.follow_up_on",
  "leads.first_contacted_at",
  "leads.status_changed_at",
  "leads.landing_path",
  "leads.referrer_host",
  "leads.utm_source",
  "leads.utm_medium",
  "leads.utm_campaign",
  "leads.gclid",
] as const;
