import { Icon } from "~/components/content-icon";
import { Stars } from "~/components/landing/rating";
import { frenchSpacing } from "~/components/landing/typography";
import type { DisplayedTestimonial } from "./testimonial-display";

/**
 * A testimonial (docs/product.md#landing-pages; customer content): stars with their text, the
 * comment, name and project, then the review's date, the month of the work and where the review
 * was collected, as French law asks (docs/product.md#reviews).
 */
export function TestimonialCard({ testimonial }: { testimonial: DisplayedTestimonial }) {
  const initials = testimonial.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <figure className="relative flex h-full flex-col rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-7 shadow-[var(--shadow-card)]">
      <Icon name="Quote" className="absolute right-6 top-6 size-10 text-copper-100" />
      <Stars value={testimonial.rating} starClassName="size-5" />
      <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-slate-700">
        <p>{frenchSpacing(`« ${testimonial.comment} »`)}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-200 pt-5">
        <span className="flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-slate-600 to-ink text-sm font-bold text-white"
          >
            {initials}
          </span>
          <span>
            <span className="block font-semibold text-ink">{testimonial.name}</span>
            <span className="block text-sm text-slate-600">{testimonial.project}</span>
          </span>
        </span>
        <span className="mt-4 block text-[0.8125rem] leading-snug text-slate-500" data-testid="review-facts">
          {/* one line when it fits; when the work's month wraps, its separator falls in the clipped margin */}
          <span className="block overflow-hidden">
            <span className="-ml-3.5 flex flex-wrap">
              <span>
                <Separator />
                Avis du <time dateTime={testimonial.reviewDate}>{testimonial.reviewDay}</time>
              </span>
              <span>
                <Separator />
                {testimonial.workLead}
                <time dateTime={testimonial.workDate.slice(0, 7)}>{testimonial.workMonth}</time>
              </span>
            </span>
          </span>
          <span className="mt-0.5 block">{testimonial.sourceLabel}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The '·' before a part of the dates line, in a box as wide as the clipped margin. The spaces
 * around it are in the text (copied, read without styles) but take no room.
 */
function Separator() {
  return (
    <>
      <span className="sr-only"> </span>
      <span aria-hidden className="inline-block w-3.5 text-center">
        ·
      </span>
      <span className="sr-only"> </span>
    </>
  );
}
