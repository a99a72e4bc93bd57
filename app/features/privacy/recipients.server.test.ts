import { describe, expect, it } from "vitest";
import { configuredRecipients } from "./recipients.server";

const site = { hosting: { name: "Hébergeur Exemple SAS", address: "1 rue du Serveur, 69000 Lyon" } };
const none = {
  SMTP_URL: undefined,
  S3_BUCKET: undefined,
  S3_ENDPOINT: undefined,
  S3_REGION: "us-east-1",
  AI_BASE_URL: undefined,
  GA_MEASUREMENT_ID: undefined,
  GOOGLE_ADS_ID: undefined,
};

describe("the privacy page's recipients (docs/product.md#privacy-page)", () => {
  it("names only the host when nothing else is configured", () => {
    expect(configuredRecipients(none, site, []).map((r) => r.name)).toEqual(["Hébergeur Exemple SAS"]);
  });

  it("names each configured service by its host name, never with the URL's credentials", () => {
    const env = {
      ...none,
      SMTP_URL: "smtps://relay-user:s3cr3t-pass@smtp.mail-exemple.fr:465",
      S3_BUCKET: "photos",
      S3_ENDPOINT: "https://key:secret@s3.stockage-exemple.fr",
      AI_BASE_URL: "https://token@api.ia-exemple.com/v1",
      GA_MEASUREMENT_ID: "G-TEST",
    };
    const recipients = configuredRecipients(env, site, ["Google (Firebase Cloud Messaging)"]);
    expect(recipients.map((r) => [r.role, r.name])).toEqual([
      ["Hébergement du site et de ses données", "Hébergeur Exemple SAS"],
      ["Envoi des e-mails", "smtp.mail-exemple.fr"],
      ["Stockage des photos", "s3.stockage-exemple.fr"],
      ["Notifications aux administrateurs", "Google (Firebase Cloud Messaging)"],
      ["Mesure d'audience et publicité", "Google Ireland Limited"],
      ["Aide à la rédaction des articles du blog", "api.ia-exemple.com"],
    ]);
    const text = JSON.stringify(recipients);
    for (const secret of ["relay-user", "s3cr3t-pass", "key:", "secret@", "token"]) expect(text).not.toContain(secret);
    expect(recipients.at(-1)?.detail).toContain("Aucune donnée des visiteurs ne lui est transmise");
  });

  it("names Amazon S3 in the bucket's region when no endpoint is given", () => {
    expect(configuredRecipients({ ...none, S3_BUCKET: "photos", S3_REGION: "eu-west-3" }, site, [])[1]?.name).toBe(
      "s3.eu-west-3.amazonaws.com",
    );
  });
});
