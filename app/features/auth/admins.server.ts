import { logger } from "~/lib/logger.server";
import { getAuth, type Auth } from "./auth.server";
import { adminNameProblem, emailProblem, normaliseEmail, passwordProblem } from "./credentials";
import { AUTH_MESSAGES } from "./messages";

/**
 * Administrator accounts: the only accounts there are. Used by
 * `npm run admin:create` and the administrators page, through better-auth's
 * own adapter and password hashing (no SQL of ours on its tables).
 */
export interface AdminSummary {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  twoFactorEnabled: boolean;
  mustChangePassword: boolean;
}

/** A stranger input problem, with the French message to show. */
export class AdminInputError extends Error {
  override name = "AdminInputError";
  constructor(
    message: string,
    readonly field?: "email" | "password" | "name",
  ) {
    super(message);
  }
}

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
  /** a temporary password: the account page is forced at first sign-in */
  mustChangePassword?: boolean;
}

function validate(input: AdminInput, nameRequired: boolean): { email: string; name: string } {
  const emailError = emailProblem(input.email);
  if (emailError) throw new AdminInputError(emailError, "email");
  const email = normaliseEmail(input.email);
  if (nameRequired) {
    const nameError = adminNameProblem(input.name);
    if (nameError) throw new AdminInputError(nameError, "name");
  }
  const passwordError = passwordProblem(input.password, { email });
  if (passwordError) throw new AdminInputError(passwordError, "password");
  const name = (input.name ?? "").trim() || email.split("@")[0]!;
  return { email, name };
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  createdAt: Date | string;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
  mustChangePassword?: boolean | null;
}

function isAdmin(user: UserRow): boolean {
  return (user.role ?? "").split(",").some((r) => r.trim() === "admin");
}

function summary(user: UserRow): AdminSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: new Date(user.createdAt).toISOString(),
    twoFactorEnabled: user.twoFactorEnabled === true,
    mustChangePassword: user.mustChangePassword === true,
  };
}

export async function listAdmins(auth: Auth = getAuth()): Promise<AdminSummary[]> {
  const ctx = await auth.$context;
  const users = (await ctx.internalAdapter.listUsers(undefined, undefined, {
    field: "createdAt",
    direction: "asc",
  })) as UserRow[];
  return users.filter(isAdmin).map(summary);
}

/** Creates a new administrator; refuses an address already in use. */
export async function createAdmin(input: AdminInput, auth: Auth = getAuth()): Promise<AdminSummary> {
  const { email, name } = validate(input, true);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) throw new AdminInputError(AUTH_MESSAGES.adminExists, "email");
  const user = (await ctx.internalAdapter.createUser(
    {
      email,
      name,
      emailVerified: true,
      role: "admin",
      mustChangePassword: input.mustChangePassword === true,
    },
    { method: "admin" },
  )) as UserRow;
  await ctx.internalAdapter.linkAccount({
    providerId: "credential",
    accountId: user.id,
    userId: user.id,
    password: await ctx.password.hash(input.password),
  });
  logger.info({ email, mustChangePassword: input.mustChangePassword === true }, "administrator created");
  return summary(user);
}

export interface UpsertResult {
  action: "created" | "updated";
  admin: AdminSummary;
}

/**
 * `npm run admin:create`: creates the administrator, or resets that one's
 * password (and makes sure the account is an unbanned admin). A reset signs
 * every device out. `disableTwoFactor` helps an admin who lost the phone.
 */
export async function createOrResetAdmin(
  input: AdminInput & { disableTwoFactor?: boolean },
  auth: Auth = getAuth(),
): Promise<UpsertResult> {
  const { email, name } = validate(input, false);
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (!existing) {
    const admin = await createAdmin({ ...input, email, name, mustChangePassword: input.mustChangePassword }, auth);
    return { action: "created", admin };
  }
  const userId = existing.user.id;
  const hash = await ctx.password.hash(input.password);
  const credential = existing.accounts.find((a) => a.providerId === "credential");
  if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
  else await ctx.internalAdapter.linkAccount({ providerId: "credential", accountId: userId, userId, password: hash });
  const update: Record<string, unknown> = {
    role: "admin",
    banned: false,
    mustChangePassword: input.mustChangePassword === true,
  };
  if (input.name?.trim()) update.name = input.name.trim();
  if (input.disableTwoFactor) {
    update.twoFactorEnabled = false;
    await ctx.adapter.delete({ model: "twoFactor", where: [{ field: "userId", value: userId }] });
  }
  const user = (await ctx.internalAdapter.updateUser(userId, update)) as UserRow;
  await ctx.internalAdapter.deleteUserSessions(userId);
  logger.info({ email, disableTwoFactor: input.disableTwoFactor === true }, "administrator password reset");
  return { action: "updated", admin: summary(user) };
}

/**
 * Removes an administrator: never yourself, never the last one. Returns the
 * removed e-mail. `removeDevicesOf` then deletes the devices that received
 * their alerts (the push feature's removePushDevicesOf: it depends on this
 * feature, not the other way round).
 */
export async function removeAdmin(
  actorId: string,
  targetId: string,
  removeDevicesOf: (userId: string) => Promise<void>,
  auth: Auth = getAuth(),
): Promise<string> {
  if (actorId === targetId) throw new AdminInputError(AUTH_MESSAGES.cannotRemoveSelf);
  const admins = await listAdmins(auth);
  const target = admins.find((a) => a.id === targetId);
  if (!target) throw new AdminInputError(AUTH_MESSAGES.adminNotFound);
  if (admins.length <= 1) throw new AdminInputError(AUTH_MESSAGES.cannotRemoveLast);
  const ctx = await auth.$context;
  await ctx.internalAdapter.deleteUserSessions(targetId);
  await ctx.internalAdapter.deleteUser(targetId);
  await removeDevicesOf(targetId);
  logger.info({ email: target.email, by: actorId }, "administrator removed");
  return target.email;
}
