import pino from "pino";

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");

/** JSON logs; `npm run dev` pipes them through pino-pretty. Never log secrets or form contents. */
export const logger = pino({
  level,
  redact: {
    paths: ["*.password", "*.apiKey", "*.authorization", "*.cookie", "headers.cookie", "headers.authorization"],
    censor: "[redacted]",
  },
});
