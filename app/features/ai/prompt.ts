/** The prompt the editor sends for a generation, from the topic and the optional main keyword. */

/** The topic, plus ' (mot-clé principal: {keyword})' when a keyword is given (both trimmed). */
export function buildPrompt(topic: string, keyword?: string | null): string {
  const subject = topic.trim();
  const mainKeyword = (keyword ?? "").trim();
  return mainKeyword ? `${subject} (mot-clé principal: ${mainKeyword})` : subject;
}
