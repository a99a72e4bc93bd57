const FRENCH_PLURAL_RULES = new Intl.PluralRules("fr");

/**
 * The French form of a word for a count: the singular for 0 and 1, the plural
 * from 2 ('0 lien', '1 lien', '2 liens'). The plural defaults to the singular
 * plus 's'; give it when the word is irregular ('an', 'ans' is regular; 'œil', 'yeux' is not).
 */
export function frenchPlural(count: number, singular: string, plural = `${singular}s`): string {
  return FRENCH_PLURAL_RULES.select(count) === "one" ? singular : plural;
}
