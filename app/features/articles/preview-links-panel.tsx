import { Copy, ExternalLink, Link2, Loader2, Trash2 } from "lucide-react";
import { useEffect, useId } from "react";
import { useFetcher } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { notify } from "~/lib/notify";
import { useHydrated } from "~/lib/use-hydrated";
import {
  PREVIEW_LINK_FIELDS,
  PREVIEW_LINK_INTENTS,
  PREVIEW_LINK_MESSAGES,
  type PreviewLinkActionResult,
  type PreviewLinkRow,
} from "./preview-links";

export interface PreviewLinksPanelProps {
  links: PreviewLinkRow[];
  /** the answer of a post made without JavaScript (the page's action data) */
  answered?: PreviewLinkActionResult["previewLinks"] | null;
}

function useAnswerToast(answer: PreviewLinkActionResult["previewLinks"] | undefined) {
  useEffect(() => {
    if (answer) notify(answer.ok ? "success" : "error", answer.message);
  }, [answer]);
}

/** The address of a link just made, shown once, with 'Copier le lien'. */
function CreatedLink({ url, expiresLabel }: { url: string; expiresLabel: string }) {
  const id = useId();
  const hydrated = useHydrated();
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify("success", PREVIEW_LINK_MESSAGES.copied);
    } catch {
      // no clipboard (an insecure origin): the address stays selectable in its field
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="created-preview-link">
      <p className="text-sm font-semibold text-emerald-900">{PREVIEW_LINK_MESSAGES.created}</p>
      <p className="mt-0.5 text-sm text-emerald-900">
        {PREVIEW_LINK_MESSAGES.copyOnce} {PREVIEW_LINK_MESSAGES.expiresOn(expiresLabel)}.
      </p>
      <label htmlFor={`${id}-url`} className="sr-only">
        Adresse du lien d'aperçu
      </label>
      <input
        id={`${id}-url`}
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-3 block w-full rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-sm text-ink"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={copy} disabled={!hydrated}>
          <Copy aria-hidden />
          {PREVIEW_LINK_MESSAGES.copy}
        </Button>
        <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ExternalLink aria-hidden />
          Ouvrir<span className="sr-only"> l'aperçu (nouvel onglet)</span>
        </a>
      </div>
    </div>
  );
}

function ActiveLink({ link }: { link: PreviewLinkRow }) {
  const revoke = useFetcher<PreviewLinkActionResult>();
  useAnswerToast(revoke.data?.previewLinks);
  const busy = revoke.state !== "idle";
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-ink">{PREVIEW_LINK_MESSAGES.expiresOn(link.expiresLabel)}</p>
        <p className="text-slate-500">{PREVIEW_LINK_MESSAGES.createdOn(link.createdLabel)}</p>
      </div>
      <revoke.Form method="post">
        <input type="hidden" name={PREVIEW_LINK_FIELDS.intent} value={PREVIEW_LINK_INTENTS.revoke} />
        <input type="hidden" name={PREVIEW_LINK_FIELDS.linkId} value={link.id} />
        <Button type="submit" variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
          {PREVIEW_LINK_MESSAGES.revoke}
          <span className="sr-only"> le lien qui expire le {link.expiresLabel}</span>
        </Button>
      </revoke.Form>
    </li>
  );
}

/**
 * 'Lien d'aperçu' on the edit page (docs/product.md#article-preview-links):
 * makes a link (its address shown once), lists the active ones with their
 * expiry, and revokes them. Every button is a form post: no JavaScript needed.
 */
export function PreviewLinksPanel({ links, answered }: PreviewLinksPanelProps) {
  const create = useFetcher<PreviewLinkActionResult>();
  const headingId = useId();
  useAnswerToast(create.data?.previewLinks);
  const created = create.data?.previewLinks.created ?? answered?.created;
  const creating = create.state !== "idle";
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <Link2 className="size-4 text-copper-600" aria-hidden />
            {PREVIEW_LINK_MESSAGES.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{PREVIEW_LINK_MESSAGES.intro}</p>
        </div>
        <create.Form method="post">
          <input type="hidden" name={PREVIEW_LINK_FIELDS.intent} value={PREVIEW_LINK_INTENTS.create} />
          <Button type="submit" variant="outline" disabled={creating}>
            {creating ? <Loader2 className="animate-spin" aria-hidden /> : <Link2 aria-hidden />}
            {PREVIEW_LINK_MESSAGES.create}
          </Button>
        </create.Form>
      </div>
      {!create.data && answered && !answered.ok ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {answered.message}
        </p>
      ) : null}
      {created ? <CreatedLink key={created.url} url={created.url} expiresLabel={created.expiresLabel} /> : null}
      <h3 className="mt-5 text-sm font-semibold text-slate-700">{PREVIEW_LINK_MESSAGES.active}</h3>
      {links.length ? (
        <ul className="divide-y divide-slate-100" aria-label={PREVIEW_LINK_MESSAGES.active}>
          {links.map((link) => (
            <ActiveLink key={link.id} link={link} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{PREVIEW_LINK_MESSAGES.none}</p>
      )}
    </section>
  );
}
