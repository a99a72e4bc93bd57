import { ADMIN_BASE_PATH } from "~/config/admin-paths";
import { ArrowRight, ShieldAlert } from "lucide-react";
import { data, Link } from "react-router";
import { ADMIN_NAV } from "~/features/admin/nav";
import { AdminPageHeader } from "~/features/admin/page-header";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { ACCOUNT_PATH } from "~/features/auth/paths";
import { missingLegalFacts, missingTradeFacts } from "~/features/business-settings/legal-requirements";
import { LegalRequirementsBanner } from "~/features/business-settings/legal-requirements-banner";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { FailedNotificationsBanner, LeadFiguresCards, RELAUNCH_INTENT } from "~/features/leads/dashboard-panel";
import {
  FAILED_NOTIFICATIONS_LISTED,
  failedLeadNotifications,
  leadFigures,
  relaunchFailedLeadNotifications,
} from "~/features/leads/dashboard.server";
import { leadsToHandle } from "~/features/leads/to-handle.server";
import { ToHandlePanel } from "~/features/leads/to-handle-panel";
import { privateMeta } from "~/features/seo/meta";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/dashboard";
import { formIntent } from "~/lib/form-intent";

export const meta: Route.MetaFunction = () => privateMeta("Tableau de bord - Administration");

export const DASHBOARD_MESSAGES = {
  relaunched: (n: number) => (n > 1 ? `${n} notifications relancées.` : "Notification relancée."),
  nothingToRelaunch: "Aucune notification en échec.",
  invalid: "Action inconnue.",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdmin(request);
  const [work, figures, failed, site] = await Promise.all([
    leadsToHandle(),
    leadFigures(),
    failedLeadNotifications(),
    loadBusinessSettings(),
  ]);
  return {
    email: user.email,
    name: user.name,
    toHandle: work,
    twoFactorEnabled: user.twoFactorEnabled,
    figures,
    failedTotal: failed.length,
    // docs/product.md#legal-identity: what the law asks the site to publish and Réglages lacks
    legalGaps: [...missingLegalFacts(site), ...missingTradeFacts(site)],
    failed: failed.slice(0, FAILED_NOTIFICATIONS_LISTED).map(({ leadId, reference, name, error, nextAttemptAt }) => ({
      leadId,
      reference,
      name,
      error,
      nextAttemptAt,
    })),
  };
}

/** 'Renvoyer': every failed notification to the owner is due again now (the origin is checked by the server for every post). */
export async function action({ request }: Route.ActionArgs) {
  await requireAdminApi(request);
  const form = await request.formData();
  if (formIntent(form) !== RELAUNCH_INTENT) return data({ error: DASHBOARD_MESSAGES.invalid }, { status: 400 });
  const relaunched = await relaunchFailedLeadNotifications();
  return relaunched > 0
    ? redirectWithToast(ADMIN_BASE_PATH, "success", DASHBOARD_MESSAGES.relaunched(relaunched))
    : redirectWithToast(ADMIN_BASE_PATH, "info", DASHBOARD_MESSAGES.nothingToRelaunch);
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { email, twoFactorEnabled, toHandle, figures, failed, failedTotal, legalGaps } = loaderData;
  const work = ADMIN_NAV.filter((i) => i.group === "work");
  const settings = ADMIN_NAV.filter((i) => i.group === "settings");
  return (
    <>
      <AdminPageHeader
        title="Tableau de bord"
        description={
          <>
            Connecté en tant que{" "}
            <strong className="font-semibold text-ink" data-testid="user-email">
              {email}
            </strong>
          </>
        }
      />

      <ToHandlePanel
        work={toHandle}
        failedTotal={failedTotal}
        failed={<FailedNotificationsBanner total={failedTotal} listed={failed} />}
      />

      <LegalRequirementsBanner missing={legalGaps} />

      {!twoFactorEnabled ? (
        <div className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-start gap-3">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
            <span>
              <strong className="font-semibold">Protégez votre compte&nbsp;:</strong> activez la double authentification pour
              qu'un mot de passe volé ne suffise pas.
            </span>
          </p>
          <Link to={ACCOUNT_PATH} className="shrink-0 font-semibold text-amber-900 underline underline-offset-4">
            Activer
          </Link>
        </div>
      ) : null}

      <LeadFiguresCards figures={figures} />

      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Raccourcis">
        {work.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] transition hover:border-copper-300 hover:shadow-[var(--shadow-card-hover)] sm:p-6"
              >
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-xl bg-copper-50 text-copper-700 ring-1 ring-copper-100"
                  aria-hidden
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                    {item.label}
                    <ArrowRight
                      className="size-4 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-copper-600"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      <h2 className="mb-3 mt-10 text-sm font-semibold uppercase tracking-wider text-slate-500">Compte et sécurité</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {settings.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3.5 text-sm transition hover:border-slate-300"
              >
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{item.label}</span>
                  <span className="block text-slate-500">{item.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
