/**
 * Ratings (docs/product.md#business-facts): the business structured data carries
 * 4.8/5 from 127 reviews; the landing pages display 4.9/5.
 */
export const BUSINESS_AGGREGATE_RATING = { ratingValue: 4.8, bestRating: 5, reviewCount: 127 } as const;

export const LANDING_RATING = { value: 4.9, best: 5, label: "4,9/5" } as const;
