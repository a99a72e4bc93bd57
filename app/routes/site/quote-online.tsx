import { data, redirect } from "react-router";
import { Icon } from "~/components/content-icon";
import { buttonVariants } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { getSessionUser } from "~/features/auth/guards.server";
import { loadBusinessSettings } from "~/features/business-settings/settings.server";
import { acceptQuote } from "~/features/quotes/answers/accept.server";
import type { AnswerResult } from "~/features/quotes/answers/answer-transaction.server";
import { askQuestion } from "~/features/quotes/answers/question.server";
import { refuseQuote } from "~/features/quotes/answers/refuse.server";
import { withdrawQuote } from "~/features/quotes/answers/withdraw.server";
import {
  ANSWER_MESSAGES,
  answerIntentOf,
  answerValuesOf,
  type AnswerFieldErrors,
  type AnswerIntent,
} from "~/features/quotes/online/answer-form";
import {
  AcceptForm,
  Notice,
  QuestionForm,
  RefuseForm,
  WithdrawForm,
  type AnswerState,
} from "~/features/quotes/online/answer-forms";
import { dayInWords, momentInWords } from "~/features/quotes/online/format";
import { QuoteDocumentView } from "~/features/quotes/online/quote-document-view";
import { findQuoteByToken, quotePageData, recordFirstView } from "~/features/quotes/public-page.server";
import { visitBookingUrl } from "~/features/leads/visit-booking-link.server";
import { VisitBookingLink } from "~/features/visits/visit-booking-link";
import { clientIp } from "~/features/auth/auth.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import { logger } from "~/lib/logger.server";
import { hashClientIp, hitRateLimit } from "~/lib/rate-limit.server";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/quote-online";

/**
 * Never indexed, never kept by a cache, never told to another site (docs/product.md#devis-link). The
 * referrer goes to no other site ('same-origin' rather than 'no-referrer', under which browsers send
 * `Origin: null` with the page's own form posts, which the origin check refuses).
 */
const PAGE_HEADERS = {
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
};

/** Answers per client address (docs/product.md#rate-limits). */
const QUOTE_ANSWERS_PER_WINDOW = 20;
const QUOTE_ANSWER_WINDOW_MS = 15 * 60_000;

const DONE = {
  accept: ANSWER_MESSAGES.accepted,
  refuse: ANSWER_MESSAGES.refused,
  question: ANSWER_MESSAGES.asked,
  withdraw: ANSWER_MESSAGES.withdrawn,
};
const isDone = (value: string | null): value is keyof typeof DONE => value !== null && Object.hasOwn(DONE, value);

const GONE_TITLE = "Devis introuvable";

/**
 * The devis the link opens (its latest version), what became of it, and the forms to answer. An
 * unknown, malformed, revoked or expired link answers the same 404. The first opening is recorded,
 * unless an administrator is signed in (the owner checking his own link).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const now = new Date();
  const db = getDb();
  const administrator = await getSessionUser(request).catch(() => null);
  const quote = await findQuoteByToken(db, params.token, now);
  const page = quote ? await quotePageData(db, quote, now) : null;
  if (!quote || !page) return data({ page: null, done: null }, { status: 404, headers: PAGE_HEADERS });
  if (!administrator)
    await recordFirstView(db, quote, now).catch((error: unknown) =>
      logger.error({ err: error }, "devis: first view not recorded"),
    );
  const done = new URL(request.url).searchParams.get("fait");
  const { acceptance } = page;
  // while the devis awaits an answer, the customer may ask the owner to come and see (docs/product.md#visits)
  const booking = page.canAnswer && quote.leadId ? await visitBookingUrl(db, quote.leadId, { now }).catch(() => null) : null;
  return data(
    {
      visitBookingPath: booking ? new URL(booking).pathname : null,
      page: {
        ...page,
        // what the customer is shown of his own signature (the address and browser stay in the evidence)
        acceptance: acceptance
          ? {
              signerName: acceptance.signerName,
              acceptedAt: acceptance.acceptedAt,
              version: acceptance.version,
              documentHash: acceptance.documentHash,
              tickedOptions: acceptance.tickedOptions,
            }
          : null,
      },
      done: isDone(done) ? done : null,
    },
    { headers: PAGE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const now = new Date();
  const db = getDb();
  const ip = context.clientIp ?? clientIp(request.headers);
  const limit = await hitRateLimit(
    `quote-answer:${hashClientIp(ip) ?? "unknown"}`,
    QUOTE_ANSWERS_PER_WINDOW,
    QUOTE_ANSWER_WINDOW_MS,
    {
      now: now.getTime(),
    },
  );
  const form = await request.formData();
  const intent = answerIntentOf(form);
  const values = answerValuesOf(form);
  const answer = (status: number, message: string | null, errors: AnswerFieldErrors = {}, headers: Record<string, string> = {}) =>
    data({ intent, message, errors, values } satisfies AnswerState, { status, headers: { ...PAGE_HEADERS, ...headers } });
  if (!limit.allowed) return answer(429, ANSWER_MESSAGES.rateLimited, {}, { "Retry-After": String(limit.retryAfterS) });
  const quote = await findQuoteByToken(db, params.token, now);
  if (!quote) return answer(404, null);
  if (intent === null) return answer(400, ANSWER_MESSAGES.unknown);
  // without JavaScript, 'Mettre à jour le total': the page again with the options ticked, nothing stored
  if (intent === "total") return answer(200, null);
  const context_ = { db, now, site: await loadBusinessSettings(db) };
  let result: AnswerResult;
  if (intent === "accept")
    result = await acceptQuote(context_, quote, values, { ip, userAgent: request.headers.get("user-agent") ?? "" });
  else if (intent === "refuse") result = await refuseQuote(context_, quote, values);
  else if (intent === "question") result = await askQuestion(context_, quote, values);
  else result = await withdrawQuote(context_, quote, values);
  if (!result.ok) return answer(result.status, result.message, result.errors ?? {});
  // the page again, as a GET: a reload sends nothing twice
  return redirect(`${new URL(request.url).pathname}?fait=${intent}`, { headers: PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  const retryAfter = actionHeaders?.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.page ? `Devis ${loaderData.page.document.number} — ${loaderData.page.document.business.name}` : GONE_TITLE,
  },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

function Gone() {
  return (
    <main className="container-page flex min-h-[80vh] flex-col items-center justify-center py-20 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-copper-50 text-copper-600">
        <Icon name="FileQuestionMark" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold sm:text-4xl">{GONE_TITLE}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        Ce lien n'ouvre aucun devis&nbsp;: il est incomplet, il a expiré ou il a été remplacé. Utilisez le lien du dernier e-mail
        reçu, ou contactez-nous pour en recevoir un nouveau.
      </p>
      <a href="/" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
        <Icon name="ArrowLeft" />
        Retour à l'accueil
      </a>
    </main>
  );
}

function StatusBanner({ page, pdfHref }: { page: NonNullable<Route.ComponentProps["loaderData"]["page"]>; pdfHref: string }) {
  const box = "flex flex-col gap-3 rounded-2xl border p-5 sm:flex-row sm:items-center sm:justify-between";
  if (page.state === "accepted" && page.acceptance)
    return (
      <section className={cn(box, "border-emerald-200 bg-emerald-50")} aria-label="Devis accepté">
        <div className="flex items-start gap-3">
          <Icon name="CircleCheck" className="mt-0.5 size-6 text-emerald-700" />
          <div>
            <p className="text-lg font-bold text-emerald-950">Devis accepté le {momentInWords(page.acceptance.acceptedAt)}</p>
            <p className="mt-0.5 text-sm text-emerald-900">
              Signé par {page.acceptance.signerName} · version {page.acceptance.version} · empreinte SHA-256{" "}
              <code className="break-all">{page.acceptance.documentHash.slice(0, 16)}…</code>
            </p>
          </div>
        </div>
        <a href={pdfHref} className={cn(buttonVariants({ variant: "dark" }), "shrink-0")}>
          <Icon name="FileText" />
          Télécharger le devis signé (PDF)
        </a>
      </section>
    );
  const text =
    page.state === "refused"
      ? `Vous avez refusé ce devis${page.answeredAt ? ` le ${momentInWords(page.answeredAt)}` : ""}.`
      : page.state === "withdrawn"
        ? `Vous vous êtes rétracté${page.withdrawnAt ? ` le ${momentInWords(page.withdrawnAt)}` : ""}\u00a0: le contrat est annulé.`
        : page.state === "expired"
          ? `Ce devis n'est plus valable depuis le ${dayInWords(page.document.validUntil)}\u00a0: contactez-nous pour en recevoir un nouveau.`
          : null;
  if (!text) return null;
  return (
    <section className={cn(box, "border-slate-200 bg-slate-50")} aria-label="État du devis">
      <p className="flex items-start gap-3 font-semibold text-ink">
        <Icon name="Info" className="mt-0.5 size-5 text-slate-500" />
        {text}
      </p>
    </section>
  );
}

export default function QuoteOnlinePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { page, done } = loaderData;
  if (!page) return <Gone />;
  const { document } = page;
  const b = document.business;
  const state: AnswerState = actionData ?? { intent: null, message: null, errors: {}, values: null };
  const pdfHref = `/devis/${params.token}/pdf`;
  const ticked = page.acceptance?.tickedOptions ?? [];
  const failure = state.message && !["accept", "refuse", "withdraw"].includes(state.intent ?? "") ? state.message : null;
  return (
    <div className="min-h-screen bg-slate-100/70">
      <header className="bg-ink text-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-5 py-4 sm:px-8">
          <a href="/" className="text-lg font-bold tracking-tight">
            {b.name}
          </a>
          <a
            href={`tel:${b.phone.replace(/[^\d+]/g, "")}`}
            className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-white/90"
          >
            <Icon name="Phone" className="size-4 text-copper-300" />
            {b.phone}
          </a>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-8 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-copper-700 uppercase">Votre devis</p>
            <h1 className="mt-1 text-3xl font-bold sm:text-4xl">Devis {document.number}</h1>
            <p className="mt-1 text-slate-600">
              {document.content.customer.name} · version {document.version} du {dayInWords(document.issuedOn)}
            </p>
          </div>
          <a href={pdfHref} className={cn(buttonVariants({ variant: "outline" }), "self-start sm:self-auto")}>
            <Icon name="FileText" />
            Télécharger le PDF
          </a>
        </div>

        {done ? <Notice tone="success">{ANSWER_MESSAGES_DONE[done]}</Notice> : null}
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <StatusBanner page={page} pdfHref={pdfHref} />

        <QuoteDocumentView document={document} tickedOptions={ticked} />

        {page.canAnswer ? (
          <section id="repondre" aria-label="Répondre au devis" className="grid gap-4">
            <div className="rounded-2xl border border-copper-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-8">
              <AcceptForm document={document} reducedVat={page.reducedVat} state={state} />
            </div>
            <RefuseForm state={state} />
          </section>
        ) : null}
        {loaderData.visitBookingPath ? (
          <section
            aria-label="Visite sur place"
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <p className="text-slate-700">
              {"Une question sur place avant de vous décider\u00a0? Choisissez le moment de notre visite."}
            </p>
            <VisitBookingLink href={loaderData.visitBookingPath} className="shrink-0" />
          </section>
        ) : null}
        {page.withdrawalUntil ? <WithdrawForm number={document.number} until={page.withdrawalUntil} state={state} /> : null}
        <QuestionForm state={state} open={done === "question"} />

        <p className="pb-6 text-center text-xs text-slate-600">
          {b.legalName} · SIRET {b.siret} · {b.street}, {b.postalCode} {b.city} ·{" "}
          <a href="/cgv" className="underline underline-offset-2">
            Conditions générales de vente
          </a>
        </p>
      </main>
    </div>
  );
}

const ANSWER_MESSAGES_DONE: Record<Exclude<AnswerIntent, "total">, string> = DONE;
