import { data, Link } from "react-router";
import { requireAdmin, requireAdminApi } from "~/features/auth/guards.server";
import { AdminPage } from "~/features/articles/admin-page";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { leadPagePath } from "~/features/leads/paths";
import { privateMeta } from "~/features/seo/meta";
import { QUOTES_PATH, quoteEditorPath } from "~/features/quotes/admin-paths";
import { missingQuoteFacts } from "~/features/quotes/document";
import { readQuotePost } from "~/features/quotes/editor-post.server";
import { QUOTE_EDITOR_MESSAGES as M } from "~/features/quotes/editor/messages";
import { DUPLICATE_INTENT, SAVE_INTENT, type QuoteSaveRefusal } from "~/features/quotes/editor/editor-contract";
import { QuoteEditor } from "~/features/quotes/editor/quote-editor";
import { parseQuoteForm, quoteFormInputOf } from "~/features/quotes/parse-form";
import { QuoteStateBadge } from "~/features/quotes/quote-state-badge";
import { quoteStateOf } from "~/features/quotes/states";
import {
  changedSinceSent,
  duplicateQuote,
  getQuote,
  listQuoteVersions,
  saveQuoteContent,
  isReadOnly,
} from "~/features/quotes/store.server";
import { listCatalogue } from "~/features/quotes/catalogue.server";
import { getDatabase } from "~/db/client.server";
import { formatFrenchDate } from "~/lib/dates";
import { formIntent } from "~/lib/form-intent";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/quote";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privateMeta(`${loaded?.quote ? `Devis ${loaded.quote.number}` : M.notFound} - Administration`);

/** An unknown id is a 404 with its own message, answered here (see the lead page's loader for why). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const quote = await getQuote(params.id);
  if (!quote) return data({ quote: null }, { status: 404 });
  const db = getDatabase().db;
  const [site, catalogue, versions, changed, lead] = await Promise.all([
    loadBusinessSettings(),
    listCatalogue(),
    listQuoteVersions(quote.id),
    changedSinceSent(quote),
    quote.leadId
      ? db.selectFrom("leads").select(["reference"]).where("id", "=", quote.leadId).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  return {
    quote: {
      id: quote.id,
      number: quote.number,
      status: quote.status,
      state: quoteStateOf(quote, new Date()),
      revision: quote.revision,
      leadId: quote.leadId,
      leadReference: lead?.reference ?? null,
      createdAt: quote.createdAt,
      currentVersion: quote.currentVersion,
      answeredAt: quote.answeredAt,
      changedSinceSent: changed,
      linkActive: quote.linkActive && !isReadOnly(quote.status),
    },
    initial: quoteFormInputOf(quote.content),
    catalogue,
    missingFacts: missingQuoteFacts(site),
    versions: versions.map((v) => ({ version: v.version, sentAt: v.sentAt })),
  };
}

/**
 * 'Enregistrer' (over the revision the editor opened, or the one a conflict showed for 'Écraser avec
 * ma version') and 'Dupliquer' (docs/product.md#devis-editor). Nothing is saved unless every field passes.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAdminApi(request);
  const actor = user.name || user.email;
  const form = await request.formData();
  const intent = formIntent(form);
  const refuse = (answer: QuoteSaveRefusal, status: number) => data(answer, { status });

  if (intent === DUPLICATE_INTENT) {
    const copy = await duplicateQuote(params.id, actor);
    if (!copy) return refuse({ intent, message: M.notFound }, 404);
    return redirectWithToast(quoteEditorPath(copy.id), "success", M.duplicated(copy.number));
  }
  if (intent !== SAVE_INTENT) return refuse({ intent, message: M.unknownAction }, 400);

  const post = readQuotePost(form);
  if (!post.ok) return refuse({ intent, message: post.message }, 400);
  const parsed = parseQuoteForm(post.input);
  if (!parsed.ok) return refuse({ intent, errors: parsed.errors }, 400);
  const saved = await saveQuoteContent(params.id, parsed.content, post.baseRevision, actor);
  if (saved.ok) return redirectWithToast(quoteEditorPath(params.id), "success", M.saved);
  if (saved.reason === "not-found") return refuse({ intent, message: M.notFound }, 404);
  if (saved.reason === "read-only") return refuse({ intent, message: M.readOnly(saved.status, null) }, 409);
  const { current } = saved;
  return refuse(
    {
      intent,
      conflict: {
        revision: current.revision,
        saved: quoteFormInputOf(current.content),
        savedAt: current.updatedAt,
        savedBy: current.updatedBy,
      },
    },
    409,
  );
}

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const loaded = loaderData;
  if (!loaded.quote) return <QuoteNotFound />;
  const { quote } = loaded;
  return (
    <AdminPage
      title={`Devis ${quote.number}`}
      description={
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <QuoteStateBadge state={quote.state} />
          <span>créé le {formatFrenchDate(quote.createdAt)}</span>
          {quote.leadId ? (
            <Link to={leadPagePath(quote.leadId)} className="font-medium text-copper-700 underline underline-offset-4">
              Demande {quote.leadReference ?? ""}
            </Link>
          ) : null}
        </span>
      }
      back={{ to: QUOTES_PATH, label: "Devis" }}
    >
      <QuoteEditor
        key={`${quote.id}:${quote.revision}`}
        quote={quote}
        initial={loaded.initial}
        catalogue={loaded.catalogue}
        missingFacts={loaded.missingFacts}
        versions={loaded.versions}
        answer={actionData ?? null}
      />
    </AdminPage>
  );
}

function QuoteNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{M.notFound}</h1>
      <p className="mt-3 text-slate-600">Ce devis n'existe pas ou a été supprimé.</p>
      <Link to={QUOTES_PATH} className="mt-6 inline-block font-semibold text-copper-700 underline underline-offset-4">
        Retour aux devis
      </Link>
    </div>
  );
}
