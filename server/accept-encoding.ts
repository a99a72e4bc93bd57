/**
 * The first of `available` (in our order of preference) that the client's
 * Accept-Encoding allows, or null for the identity body. Browsers list gzip
 * before br with equal weight: our order, not theirs, breaks the tie.
 */
export function preferredEncoding<E extends string>(acceptEncoding: string | undefined, available: readonly E[]): E | null {
  if (!acceptEncoding || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const allowed = (encoding: string) => (weights.get(encoding) ?? weights.get("*") ?? 0) > 0;
  return available.find(allowed) ?? null;
}
