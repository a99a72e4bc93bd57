import { getDb } from "~/db/client.server";
import { quotePdfFilename, renderStoredQuotePdf } from "~/features/quotes/pdf-attachment.server";
import { findQuoteByToken } from "~/features/quotes/public-page.server";
import { PRIVATE_CACHE_CONTROL } from "~/lib/cache-policy";
import type { Route } from "./+types/quote-online-pdf";

const PRIVATE_HEADERS = {
  "Cache-Control": PRIVATE_CACHE_CONTROL,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * 'Télécharger le PDF' of the customer's page (docs/product.md#devis-link): the latest version, signed
 * (with its certificate) once accepted. The same 404 as the page for a link that opens nothing.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const db = getDb();
  const quote = await findQuoteByToken(db, params.token, new Date());
  const signed = quote?.status === "accepted" || quote?.status === "withdrawn";
  const pdf = quote?.currentVersion ? await renderStoredQuotePdf(db, quote.id, quote.currentVersion, signed) : null;
  if (!quote || !pdf)
    return new Response("Devis introuvable\u00a0: ce lien n'ouvre aucun devis.", {
      status: 404,
      headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  const filename = quotePdfFilename(quote.number, signed);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Content-Length": String(pdf.length),
    },
  });
}
