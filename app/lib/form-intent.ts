/** The field by which a form tells its route action what to do ('create', 'delete'…). */
export const INTENT_FIELD = "intent";

/** The intent a form was posted with; "" when it has none (or a file in its place). */
export function formIntent(form: FormData): string {
  const value = form.get(INTENT_FIELD);
  return typeof value === "string" ? value : "";
}

type IntentHandlers = Record<string, (intent: string) => unknown>;

/**
 * Runs the handler the form's intent names, or `unknown` for an intent no
 * handler has (a missing one included). Each gets the intent, to send it back
 * with a refusal: the page shows the answer beside the form that was posted.
 */
export function dispatchIntent<Handlers extends IntentHandlers, Unknown>(
  form: FormData,
  handlers: Handlers,
  unknown: (intent: string) => Unknown,
): ReturnType<Handlers[keyof Handlers]> | Unknown {
  const intent = formIntent(form);
  // own keys only: an intent such as 'constructor' is not a handler
  if (!Object.hasOwn(handlers, intent)) return unknown(intent);
  return handlers[intent]!(intent) as ReturnType<Handlers[keyof Handlers]>;
}
