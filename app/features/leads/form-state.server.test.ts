import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "~/config/env.server";
import type { LeadFormState } from "./form-state";
import { formStateCookies, readLeadFormState } from "./form-state.server";

const saved = { AUTH_SECRET: process.env.AUTH_SECRET, SITE_URL: process.env.SITE_URL };
beforeAll(() => {
  process.env.AUTH_SECRET = "x".repeat(40);
  process.env.SITE_URL = "https://www.example.fr";
  resetEnvForTests();
});
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
});

/** The Cookie header a browser sends back after these Set-Cookie headers. */
function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

const read = (setCookies: string[]) =>
  readLeadFormState(new Request("https://www.example.fr/contact", { headers: { cookie: cookieHeader(setCookies) } }));

/** Text that does not compress: the worst case for the cookie's size. */
function incompressible(length: number, seed = 7): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùüÿœæ ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,.;:!?'-";
  let x = seed;
  let out = "";
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += alphabet[x % alphabet.length];
  }
  return out;
}

describe("the one-time form state cookie", () => {
  it("round-trips a state, httpOnly, Lax, Secure on https, and is cleared once read", async () => {
    const state: LeadFormState = {
      form: "contact",
      status: "invalid",
      errors: { email: "Adresse email invalide" },
      values: { prenom: "Élodie", email: "elodie@" },
    };
    const cookies = await formStateCookies(state);
    expect(cookies[0]).toMatch(/^lead-form0=[^;]+; Max-Age=120; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const { leadForm, headers } = await read(cookies);
    expect(leadForm).toEqual(state);
    expect(headers.getSetCookie()).toEqual([expect.stringMatching(/^lead-form0=; Max-Age=0; Path=\/; HttpOnly/)]);
  });

  it("splits long entries over several cookies of at most 4 KB and keeps them whole", async () => {
    const description = incompressible(5000);
    const state: LeadFormState = { form: "quote", status: "error", message: "Erreur", values: { description } };
    const cookies = (await formStateCookies(state)).filter((c) => !c.includes("Max-Age=0"));
    expect(cookies.length).toBeGreaterThan(1);
    for (const c of cookies) expect(c.split(";")[0].length).toBeLessThanOrEqual(4000);
    const { leadForm, headers } = await read(cookies);
    expect(leadForm?.values?.description).toBe(description);
    expect(headers.getSetCookie()).toHaveLength(cookies.length);
  });

  it("shortens only absurd entries, never beyond three cookies", async () => {
    const state: LeadFormState = {
      form: "contact",
      status: "invalid",
      values: { description: "😀".repeat(20_000), nom: "Dupont" },
    };
    const cookies = (await formStateCookies(state)).filter((c) => !c.includes("Max-Age=0"));
    expect(cookies.length).toBeLessThanOrEqual(3);
    const { leadForm } = await read(cookies);
    expect(leadForm?.values?.nom).toBe("Dupont");
    expect(leadForm?.values?.description.length).toBeGreaterThan(1000);
  });

  it("ignores a missing, forged or incomplete state", async () => {
    expect((await read([])).leadForm).toBeNull();
    const cookies = await formStateCookies({ form: "contact", status: "success" });
    const forged = cookies[0].replace(/^lead-form0=([A-Za-z0-9])/, (_m, c: string) => `lead-form0=${c === "A" ? "B" : "A"}`);
    expect((await read([forged])).leadForm).toBeNull();
    const long = await formStateCookies({ form: "quote", status: "error", values: { description: incompressible(5000) } });
    expect((await read(long.slice(0, 1))).leadForm).toBeNull();
  });
});
