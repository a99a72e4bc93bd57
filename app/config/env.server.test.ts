import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicConfig, siteConfigFromEnv } from "./env.server";
import { DEFAULT_SITE, phoneHref } from "./site";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "az-env-"));

describe("environment", () => {
  it("has working defaults and generates a persistent secret in DATA_DIR", () => {
    const dir = dataDir();
    const env = parseEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(parseEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(env.AUTH_SECRET);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "quatre-vingt"],
    ["SITE_PHONE", "appelez-nous"],
    ["SITE_EMAIL", "pas-un-email"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SITE_URL", "ftp://example.fr"],
    ["SMTP_URL", "http://mail"],
    ["GA_MEASUREMENT_ID", "UA-1234"],
    ["AUTH_SECRET", "trop-court"],
    ["SITE_POSTAL_CODE", "6955"],
  ])("refuses a bad %s with a message naming it", (name, value) => {
    expect(() => parseEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it("takes TRUST_PROXY as a number of proxies or their addresses, never as 'true'", () => {
    const trust = (value?: string) => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("127.0.0.1")).toEqual(["127.0.0.1"]);
    expect(trust("loopback, 10.0.0.0/8, ::1, fd00::/8")).toEqual(["loopback", "10.0.0.0/8", "::1", "fd00::/8"]);
    expect(() => trust("true")).toThrow(EnvError);
  });

  it("refuses a hop count beyond any real chain and ranges that cover the internet, naming the variable", () => {
    const trust = (value: string) => parseEnv({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust("5")).toBe(5);
    for (const wrong of ["6", "999", "0.0.0.0/0", "::/0", "0.0.0.0/1", "1.2.3.4/33", "10.0.0.0/8, 0.0.0.0/0", "10.0.0.0/-1"]) {
      expect(() => trust(wrong), wrong).toThrow(EnvError);
      expect(() => trust(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
    expect(() => trust("true")).toThrow(/TRUST_PROXY: 'true' would let any client choose its address/);
    for (const wrong of ["yes", "10.0.0.0/33", "300.1.1.1", "127.0.0.1,", "1.5", "-1", "::1/129"]) {
      expect(() => trust(wrong), wrong).toThrow(/TRUST_PROXY: must be a number of proxies/);
    }
  });

  it("lets every business identity value be overridden", () => {
    const env = parseEnv({
      DATA_DIR: dataDir(),
      SITE_NAME: "Toitures Martin",
      SITE_PHONE: "04 78 12 34 56",
      SITE_EMAIL: "contact@martin.fr",
      SITE_CITY: "Tarare",
      SITE_URL: "https://www.martin.fr/",
    });
    const site = siteConfigFromEnv(env);
    expect(site).toMatchObject({
      name: "Toitures Martin",
      phone: "04 78 12 34 56",
      email: "contact@martin.fr",
      url: "https://www.martin.fr",
      address: { city: "Tarare" },
      registryCourt: DEFAULT_SITE.registryCourt,
      shareCapital: "10 000 €",
      creationDate: "2020-05-19",
    });
  });

  it("exposes no secret to the browser", () => {
    const env = parseEnv({ DATA_DIR: dataDir(), AI_API_KEY: "sk-secret", SMTP_URL: "smtp://u:p@mail:25" });
    const json = JSON.stringify(publicConfig(env));
    expect(json).not.toContain("sk-secret");
    expect(json).not.toContain(env.AUTH_SECRET);
    expect(json).not.toContain("smtp://");
  });

  it("builds tel: links in international form", () => {
    expect(phoneHref("04 74 00 00 00")).toBe("tel:+33474000000");
    expect(phoneHref("+33 4 74 00 00 00")).toBe("tel:+33474000000");
  });
});
