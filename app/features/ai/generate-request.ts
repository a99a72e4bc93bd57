/**
 * The contract of `POST /api/generate-article`: the request body's schema
 * (checked by the server, with French messages) and the answer's shape.
 */
// zod/mini: the editor imports this module; the same rules as zod, a fraction of the bytes in the browser.
import * as z from "zod/mini";
import { AI_PROMPT_MAX_LENGTH } from "~/config/constants";
import { AI_MESSAGES } from "./messages";

/** The body of `POST /api/generate-article`. */
export const generateRequestSchema = z.object(
  {
    prompt: z
      .string({ error: AI_MESSAGES.topicRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: AI_MESSAGES.topicRequired, abort: true }),
        z.maxLength(AI_PROMPT_MAX_LENGTH, { error: AI_MESSAGES.promptTooLong }),
      ),
    type: z.literal("article", { error: AI_MESSAGES.unsupportedType }),
  },
  { error: AI_MESSAGES.invalidRequest },
);

/** The answer of the generate-article function. */
export interface GenerateResponse {
  success: boolean;
  content?: string;
  error?: string;
}
