import type { CallToAction } from "~/content";
import { CallButton, QuoteLink } from "./actions";
import { RatingCard } from "./rating";
import { frenchSpacing } from "./typography";

/** Id of the closing call to action; the mobile call bar hides from there on (its own buttons take over). */
export const CLOSING_CTA_ID = "landing-closing";

/** The closing call to action: title and text from the content, call button and 'Demander un devis'. */
export function ClosingCta({ cta }: { cta: CallToAction }) {
  return (
    <section id={CLOSING_CTA_ID} aria-labelledby="closing-cta-title" className="bg-white pb-16 pt-12 sm:pb-24 sm:pt-16">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink px-6 py-12 shadow-2xl sm:px-12 sm:py-16 lg:px-16">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_100%_100%,rgb(201_106_38/0.35),transparent_65%),radial-gradient(30rem_20rem_at_0%_0%,rgb(148_163_184/0.15),transparent_60%)]"
          />
          <div className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2 id="closing-cta-title" className="text-3xl font-bold text-white sm:text-4xl">
                {frenchSpacing(cta.title)}
              </h2>
              <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">{frenchSpacing(cta.text)}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <CallButton className="h-13 text-base" />
                <QuoteLink variant="outlineLight" className="h-13 text-base" />
              </div>
            </div>
            <RatingCard tone="dark" className="w-fit justify-self-start lg:justify-self-end" />
          </div>
        </div>
      </div>
    </section>
  );
}
