import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminInputError, createAdmin, createOrResetAdmin, listAdmins, removeAdmin } from "~/features/auth/admins.server";
import { getAuth, resetAuthForTests } from "~/features/auth/auth.server";
import { AUTH_MESSAGES } from "~/features/auth/messages";
import { signInWithPassword } from "~/features/auth/sign-in.server";
import { SIGN_IN_WINDOW_MS } from "~/features/auth/sign-in-throttle.server";
import { removePushDevicesOf } from "~/features/push/subscriptions.server";
import { getDb } from "~/db/client.server";
import { hitRateLimit, refundRateLimit } from "~/lib/rate-limit.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

/** The sign-in throttling's clock: the start of a minute, moved by hand. */
let now = Date.UTC(2025, 5, 2, 9, 0, 0);
const clock = Object.assign(() => now, { advance: (ms: number) => void (now += ms) });

function formRequest(ip: string): Request {
  return new Request("http://127.0.0.1:3999/auth-portal-secure?index", {
    method: "POST",
    headers: { origin: "http://127.0.0.1:3999", "x-client-ip": ip },
  });
}

describe.each(TEST_ENGINES)("admin access on %s", (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await useTestDatabase(kind);
    resetAuthForTests(clock);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  // The limiter itself is tested in rate-limit.test.ts; the refund is the auth addition.
  describe("rate limits (table rate_limits)", () => {
    it("gives a hit back, and never goes below zero", async () => {
      const key = `t:${kind}:refund`;
      await hitRateLimit(key, 2, 60_000);
      await hitRateLimit(key, 2, 60_000);
      await refundRateLimit(key);
      expect((await hitRateLimit(key, 2, 60_000)).allowed).toBe(true);
      await refundRateLimit(`${key}:unknown`);
      for (let i = 0; i < 5; i++) await refundRateLimit(key);
      const row = await getDb().selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirstOrThrow();
      expect(Number(row.count)).toBe(0);
    });
  });

  describe("administrators", () => {
    it("creates an administrator with a hashed password, refuses the same address in another case", async () => {
      const admin = await createAdmin({
        email: "Marie@AZ-toiture.test",
        password: "Ardoise-neuve-2025",
        name: "Marie Durand",
        mustChangePassword: true,
      });
      expect(admin).toMatchObject({
        email: "marie@az-toiture.test",
        name: "Marie Durand",
        mustChangePassword: true,
        twoFactorEnabled: false,
      });
      const ctx = await getAuth().$context;
      const found = await ctx.internalAdapter.findUserByEmail("marie@az-toiture.test", { includeAccounts: true });
      const credential = found!.accounts.find((a) => a.providerId === "credential")!;
      expect(credential.password).not.toContain("Ardoise-neuve-2025");
      expect(await ctx.password.verify({ hash: credential.password!, password: "Ardoise-neuve-2025" })).toBe(true);
      await expect(createAdmin({ email: "marie@az-toiture.TEST", password: "Autre-mot-2025!", name: "Bis" })).rejects.toThrow(
        AUTH_MESSAGES.adminExists,
      );
    });

    it("refuses weak passwords, malformed e-mails and missing names with French messages", async () => {
      await expect(createAdmin({ email: "x@az-toiture.test", password: "court", name: "X" })).rejects.toThrow(
        /au moins 10 caractères/,
      );
      await expect(createAdmin({ email: "pas-un-email", password: "Ardoise-neuve-2025", name: "X" })).rejects.toThrow(
        "Adresse email invalide",
      );
      await expect(createAdmin({ email: "y@az-toiture.test", password: "Ardoise-neuve-2025", name: " " })).rejects.toThrow(
        "Le nom complet est requis",
      );
      const error = await createAdmin({ email: "z@az-toiture.test", password: "abcdefghijkl", name: "Z" }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AdminInputError);
      expect((error as AdminInputError).field).toBe("password");
    });

    it("admin:create resets the password of an existing admin and ends the admin's sessions", async () => {
      const first = await createOrResetAdmin({ email: "chef@az-toiture.test", password: "Premier-mot-2024", name: "Chef" });
      expect(first.action).toBe("created");
      const signedIn = await signInWithPassword(formRequest("10.0.0.1"), "chef@az-toiture.test", "Premier-mot-2024");
      expect(signedIn.kind).toBe("signed-in");
      const ctx = await getAuth().$context;
      expect(await ctx.internalAdapter.listSessions(first.admin.id)).toHaveLength(1);

      const second = await createOrResetAdmin({ email: "CHEF@az-toiture.test", password: "Second-mot-2025" });
      expect(second).toMatchObject({ action: "updated", admin: { id: first.admin.id, name: "Chef" } });
      expect(await ctx.internalAdapter.listSessions(first.admin.id)).toHaveLength(0);
      expect((await signInWithPassword(formRequest("10.0.0.2"), "chef@az-toiture.test", "Premier-mot-2024")).kind).toBe("error");
      expect((await signInWithPassword(formRequest("10.0.0.3"), "chef@az-toiture.test", "Second-mot-2025")).kind).toBe(
        "signed-in",
      );
    });

    it("removes an administrator, never yourself, never the last one", async () => {
      const admins = await listAdmins();
      const marie = admins.find((a) => a.email === "marie@az-toiture.test")!;
      const chef = admins.find((a) => a.email === "chef@az-toiture.test")!;
      await expect(removeAdmin(chef.id, chef.id, removePushDevicesOf)).rejects.toThrow(AUTH_MESSAGES.cannotRemoveSelf);
      await expect(removeAdmin(chef.id, "inconnu", removePushDevicesOf)).rejects.toThrow(AUTH_MESSAGES.adminNotFound);
      expect(await removeAdmin(chef.id, marie.id, removePushDevicesOf)).toBe("marie@az-toiture.test");
      expect((await listAdmins()).map((a) => a.email)).toEqual(["chef@az-toiture.test"]);
      // Only one left: even another account cannot remove it.
      await expect(removeAdmin("someone-else", chef.id, removePushDevicesOf)).rejects.toThrow(AUTH_MESSAGES.cannotRemoveLast);
    });
  });

  describe("sign-in", () => {
    it("answers the same for a wrong password and an unknown e-mail; the 6th failure in a minute from one address is refused with 429", async () => {
      await createOrResetAdmin({ email: "porte@az-toiture.test", password: "Battant-clos-2024", name: "Porte" });
      const wrong = await signInWithPassword(formRequest("10.1.0.1"), "porte@az-toiture.test", "Mauvais-2024!");
      const unknown = await signInWithPassword(formRequest("10.1.0.2"), "personne@az-toiture.test", "Mauvais-2024!");
      expect(wrong).toMatchObject({ kind: "error", status: 401, message: "Email ou mot de passe incorrect" });
      expect(unknown).toMatchObject({ kind: "error", status: 401, message: "Email ou mot de passe incorrect" });
      for (let i = 2; i <= 5; i++) {
        expect(await signInWithPassword(formRequest("10.1.0.1"), "porte@az-toiture.test", "Mauvais-2024!")).toMatchObject({
          status: 401,
        });
      }
      const sixth = await signInWithPassword(formRequest("10.1.0.1"), "Porte@az-toiture.test", "Mauvais-2024!");
      expect(sixth).toMatchObject({ kind: "error", status: 429 });
      expect(sixth.kind === "error" && sixth.message).toMatch(/^Trop de tentatives de connexion/);
    });

    it("a stranger's failures on an admin's e-mail never lock the admin out: the right password from another address signs in", async () => {
      await createOrResetAdmin({ email: "verrou@az-toiture.test", password: "Faitage-zinc-2024", name: "Verrou" });
      const attacker = "198.51.100.66";
      for (let i = 1; i <= 5; i++) {
        expect(await signInWithPassword(formRequest(attacker), "verrou@az-toiture.test", `Essai-${i}-faux`)).toMatchObject({
          status: 401,
        });
      }
      for (let i = 6; i <= 12; i++) {
        expect(await signInWithPassword(formRequest(attacker), "verrou@az-toiture.test", `Essai-${i}-faux`)).toMatchObject({
          status: 429,
        });
      }
      // the attacker's address waits, even with the right password
      expect(await signInWithPassword(formRequest(attacker), "verrou@az-toiture.test", "Faitage-zinc-2024")).toMatchObject({
        status: 429,
      });
      // the admin, elsewhere, signs in
      const admin = await signInWithPassword(formRequest("203.0.113.7"), "verrou@az-toiture.test", "Faitage-zinc-2024");
      expect(admin.kind).toBe("signed-in");
      // and so does the admin from a third address, the same minute
      expect((await signInWithPassword(formRequest("192.0.2.8"), "verrou@az-toiture.test", "Faitage-zinc-2024")).kind).toBe(
        "signed-in",
      );
    });

    it("the per-address limit still holds across e-mails, and every window ends", async () => {
      const address = "198.51.100.99";
      for (let i = 1; i <= 5; i++) {
        expect(await signInWithPassword(formRequest(address), `essai-${i}@az-toiture.test`, "Mot-de-passe-1")).toMatchObject({
          status: 401,
        });
      }
      expect(await signInWithPassword(formRequest(address), "essai-6@az-toiture.test", "Mot-de-passe-1")).toMatchObject({
        status: 429,
      });
      expect(await signInWithPassword(formRequest(address), "verrou@az-toiture.test", "Faitage-zinc-2024")).toMatchObject({
        status: 429,
      });
      clock.advance(SIGN_IN_WINDOW_MS);
      expect((await signInWithPassword(formRequest(address), "verrou@az-toiture.test", "Faitage-zinc-2024")).kind).toBe(
        "signed-in",
      );
    });

    it("needs both fields (the documented message) and sets the session cookie on success", async () => {
      expect(await signInWithPassword(formRequest("10.2.0.1"), "", "x")).toMatchObject({
        status: 400,
        message: "You must provide either an email or phone number and a password",
      });
      const ok = await signInWithPassword(formRequest("10.2.0.2"), "chef@az-toiture.test", "Second-mot-2025");
      expect(ok.kind).toBe("signed-in");
      expect(ok.cookies.some((c) => /^better-auth\.session_token=.*HttpOnly.*SameSite=Lax/i.test(c))).toBe(true);
    });
  });
});
