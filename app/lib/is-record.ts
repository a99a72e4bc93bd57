/** A plain object (not null, not an array), e.g. to read parsed JSON field by field. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
