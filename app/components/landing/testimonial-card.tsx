import type { Testimonial } from "~/content";
import { Stars } from "./rating";
import { frenchSpacing } from "./typography";
import { Icon } from "~/components/content-icon";

/** A testimonial (docs/product.md#landing-pages; customer content): stars with their text, the comment, name and project. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
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
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-5">
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
      </figcaption>
    </figure>
  );
}
