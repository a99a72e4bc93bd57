import { Icon } from "~/components/content-icon";
import { frenchSpacing } from "~/components/landing/typography";
import { TestimonialCard } from "./testimonial-card";
import type { DisplayedTestimonial } from "./testimonial-display";

/**
 * A page's testimonials and, under them, the line on how reviews are collected and checked: every
 * page that shows testimonials shows them through this (docs/product.md#reviews).
 */
export function TestimonialList({
  testimonials,
  reviewPolicy,
}: {
  testimonials: readonly DisplayedTestimonial[];
  reviewPolicy: string;
}) {
  return (
    <>
      <div className="grid gap-5 md:grid-cols-3 lg:gap-6">
        {testimonials.map((testimonial, index) => (
          <TestimonialCard key={`${index}-${testimonial.name}`} testimonial={testimonial} />
        ))}
      </div>
      <p
        className="mx-auto mt-8 max-w-2xl text-balance text-center text-sm leading-relaxed text-slate-600"
        data-testid="review-policy"
      >
        <Icon name="ShieldCheck" className="-mt-0.5 mr-1.5 inline size-4 align-middle text-copper-600" />
        {frenchSpacing(reviewPolicy)}
      </p>
    </>
  );
}
