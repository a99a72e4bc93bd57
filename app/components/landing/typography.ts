/**
 * French typography for display: a narrow no-break space before ? ! : ; and
 * inside « », so 'arrachée ?' never wraps with the '?' alone at the start of
 * a line. The words are unchanged (the content stays the source).
 */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([?!:;»])/g, "\u202f$1").replace(/« /g, "«\u202f");
}
