import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { createAuth } from "~/features/auth/auth.server";

export const TEST_ADMIN = { email: "media-admin@example.fr", password: "correct-horse-battery-9", name: "Admin médias" } as const;

/**
 * An administrator with a password, written through better-auth itself (its
 * adapter and its password hashing), as `npm run admin:create` does.
 */
export async function createAdminUser(
  env: Env,
  database: Database,
  admin: { email: string; password: string; name: string } = TEST_ADMIN,
): Promise<{ id: string }> {
  const auth = createAuth(env, database);
  const ctx = await auth.$context;
  const password = await ctx.password.hash(admin.password);
  const user = await ctx.internalAdapter.createUser(
    { email: admin.email, name: admin.name, emailVerified: true, role: "admin" },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password });
  return { id: user.id };
}
