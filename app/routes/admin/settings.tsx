import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { useErrorToast, useSubmitting } from "~/features/auth/ui";
import { draftFromForm, draftFromSettings } from "~/features/business-settings/draft";
import { SETTINGS_MESSAGES } from "~/features/business-settings/messages";
import { SETTINGS_PATH, SETTINGS_SAVED } from "~/features/business-settings/paths";
import { BusinessSettingsForm, SaveButton } from "~/features/business-settings/settings-form";
import { applyRowIntent, parseIntent } from "~/features/business-settings/row-intents";
import { loadSettingsForEditing, saveBusinessSettings, settingsRevision } from "~/features/business-settings/settings.server";
import type { SettingsDraft, SettingsErrors } from "~/features/business-settings/types";
import { validateDraft } from "~/features/business-settings/validate";
import { privateMeta } from "~/features/seo/meta";
import { formatFrenchDateTime } from "~/lib/dates";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/settings";
import { formIntent } from "~/lib/form-intent";
import { CalendarFeedCard } from "~/features/calendar-feed/agenda-card";
import { currentCalendarFeed } from "~/features/calendar-feed/feed-link.server";

export const meta: Route.MetaFunction = () => privateMeta("Réglages - Administration");

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [{ settings }, revision, calendarFeed] = await Promise.all([
    loadSettingsForEditing(),
    settingsRevision(),
    currentCalendarFeed(new Date()),
  ]);
  return {
    calendarFeedUrl: calendarFeed.url,
    draft: draftFromSettings(settings),
    saved: revision ? { at: formatFrenchDateTime(revision.updatedAt), by: revision.updatedBy } : null,
    formKey: revision?.updatedAt ?? "defaults",
  };
}

interface ActionData {
  draft: SettingsDraft;
  errors: SettingsErrors;
  /** a new key remounts the form, so that its fields show this answer's values */
  formKey: string;
  message?: string;
}

/** Saves the settings (docs/product.md#business-settings), or adds / removes a row and shows the form again. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const form = await request.formData();
  const draft = draftFromForm(form);
  const intent = parseIntent(formIntent(form));
  if (intent.kind !== "save") {
    return data<ActionData>({ draft: applyRowIntent(draft, intent), errors: {}, formKey: randomUUID() });
  }
  const result = validateDraft(draft);
  if (!result.ok) {
    return data<ActionData>(
      { draft, errors: result.errors, formKey: randomUUID(), message: SETTINGS_MESSAGES.invalidForm },
      { status: 400 },
    );
  }
  await saveBusinessSettings(result.settings, user.name || user.email);
  return redirectWithToast(SETTINGS_PATH, "success", SETTINGS_SAVED);
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useSubmitting("save");
  useErrorToast(actionData?.message, actionData);
  const draft = actionData?.draft ?? loaderData.draft;
  const { saved } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Réglages"
        description={
          <>
            Les informations de l'entreprise affichées sur le site, dans les e-mails et pour Google.{" "}
            <span className="block text-sm text-slate-500">
              {saved
                ? `Dernier enregistrement le ${saved.at}${saved.by ? ` par ${saved.by}` : ""}.`
                : "Valeurs d'origine, encore jamais enregistrées depuis cette page."}
            </span>
          </>
        }
        actions={<SaveButton submitting={submitting} />}
      />
      <BusinessSettingsForm
        key={actionData?.formKey ?? loaderData.formKey}
        draft={draft}
        errors={actionData?.errors ?? {}}
        submitting={submitting}
      />
      <div className="mt-6">
        <CalendarFeedCard url={loaderData.calendarFeedUrl} />
      </div>
    </>
  );
}
