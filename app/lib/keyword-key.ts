/**
 * The key two keywords share when they are duplicates: inner whitespace
 * collapsed, Unicode composed, lower case in French ('Zinc ' and 'zinc' are
 * one keyword). Shared by the article rules and the AI assistant's keyword merge.
 */
export function keywordKey(keyword: string): string {
  return keyword.trim().replace(/\s+/g, " ").normalize("NFC").toLocaleLowerCase("fr-FR");
}
