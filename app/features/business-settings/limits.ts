/** How much the 'Réglages' form takes (docs/product.md#business-settings): rows, lines and characters. */
export const LIMITS = { rangesPerDay: 4, closures: 40, cities: 100, socialLinks: 10, text: 200 } as const;
