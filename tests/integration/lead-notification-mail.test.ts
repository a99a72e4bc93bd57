/**
 * The owner's notification and the visitor's acknowledgement as they arrive
 * (docs/product.md#mail, docs/product.md#lead-acknowledgement): a request posted
 * to the real endpoints, its e-mails delivered by the real outbox sender to a
 * real SMTP server, and the received messages read part by part.
 */
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/config/env.server";
import { registerLeadPhotos } from "~/features/leads/lead-photos-lifecycle.server";
import { deleteLead } from "~/features/leads/pipeline.server";
import { OutboxSender, mailAddressesFromEnv } from "~/features/mail/sender.server";
import { action as callbackAction } from "~/routes/api/callback";
import { action as contactAction } from "~/routes/api/contact";
import { action as quoteAction } from "~/routes/api/quote";
import { roofPhoto } from "../helpers/sample-images";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../helpers/smtp";
import { TEST_ENGINES, TEST_SITE_URL, useTestDatabase, type TestDatabase } from "./helpers/database";
import { CONTACT_FIELDS, formPost, multipartPost, QUOTE_FIELDS, visitorsFrom } from "./helpers/lead-requests";
import { LEADS_TO } from "./helpers/leads";

const { call } = visitorsFrom("198.51.100");
const EVIL = `<script>alert("x")</script>`;

describe.each(TEST_ENGINES)("the e-mails about a new request on %s", (kind) => {
  let t: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    t = await useTestDatabase(kind, { LEADS_TO, SMTP_URL: "", MAIL_FROM: "", RATE_LIMIT_LEADS_PER_HOUR: "1000" });
    registerLeadPhotos();
  });
  afterEach(async () => {
    await smtp?.close();
    await t.database.db.deleteFrom("outbox").execute();
    await t.database.db.deleteFrom("rate_limits").execute();
    for (const lead of await t.database.db.selectFrom("leads").select("id").execute()) await deleteLead(lead.id);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  /** Delivers what the outbox holds and returns the owner's notification and the visitor's acknowledgement. */
  async function deliver(expected: number): Promise<{ notification: ReceivedMail; acknowledgement?: ReceivedMail }> {
    const sender = new OutboxSender({ db: t.database.db, kind, smtpUrl: smtp.url, ...mailAddressesFromEnv(getEnv()) });
    try {
      await sender.drain();
    } finally {
      await sender.stop(0);
    }
    const mails = await smtp.waitFor(expected);
    const lead = await t.database.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    const notification = mails.find((m) => m.envelope.to.includes(LEADS_TO))!;
    expect(notification.headers.get("x-lead-id")).toBe(lead.id);
    return { notification, acknowledgement: mails.find((m) => !m.envelope.to.includes(LEADS_TO)) };
  }

  const leadUrl = async () => {
    const { id } = await t.database.db.selectFrom("leads").select("id").executeTakeFirstOrThrow();
    return `${TEST_SITE_URL}/dashboard-management-panel/leads/${id}`;
  };

  it("tells the owner who, where and when, with a call button and a link to the request, in text and HTML", async () => {
    smtp = await startSmtpServer();
    const res = await call(
      contactAction,
      formPost("/api/leads/contact", { ...CONTACT_FIELDS, ville: "Villefranche" }, { json: true }),
    );
    expect(res.status).toBe(200);
    const { notification: mail } = await deliver(2);
    const { reference } = await t.database.db.selectFrom("leads").select("reference").executeTakeFirstOrThrow();

    expect(mail.subject).toBe(`Nouvelle demande de devis - Gouttières — Jean Dupont, Villefranche [${reference}]`);
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.partTypes).toEqual(["text/plain", "text/html"]);
    const html = mail.html!;
    // the call button dials the customer through the one phone rule, and the text part carries the same link
    expect(html).toMatch(/<a href="tel:\+33612345678"[^>]*>\s*<span[^>]*>Appeler<\/span>/);
    expect(mail.text).toContain("Appeler : tel:+33612345678");
    expect(html).toContain(`href="${await leadUrl()}"`);
    expect(html).toContain("Ouvrir la demande");
    expect(mail.text).toContain(`Voir la demande : ${await leadUrl()}`);
    // 'Reçue le' in words, Paris time
    expect(html).toMatch(/Reçue le (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4} à \d{2}h\d{2}/);
    expect(mail.text).toMatch(/Reçue le : \S+ \d{1,2} \S+ \d{4} à \d{2}h\d{2} \(heure de Paris\)/);
    for (const shown of ["Jean Dupont", "Villefranche", "jean.dupont@example.fr", "Gouttières", "Fuite dans la gouttière."])
      expect(html).toContain(shown);
    expect(html).toContain(`white-space:nowrap;">${reference}</span>`);
    // mail-client safe: tables, inline styles, nothing fetched from elsewhere, no urgency when none was asked
    expect(html).toContain('<table role="presentation"');
    expect(html).not.toMatch(/<(link|style|script)\b/i);
    expect(html).not.toMatch(/src="https?:/i);
    expect(html).not.toContain("URGENT");
  });

  it("escapes every entry of the visitor in the HTML part", async () => {
    smtp = await startSmtpServer();
    const res = await call(
      quoteAction,
      formPost(
        "/api/leads/quote",
        {
          ...QUOTE_FIELDS,
          firstName: `Eve ${EVIL}`,
          lastName: `"Mallory" ${EVIL}`,
          address: `1 rue ${EVIL}, 69400 "Ville" ${EVIL}`,
          description: `Bonjour ${EVIL}\n"citation" <img src=x onerror=alert(1)>`,
        },
        { json: true },
      ),
    );
    expect(res.status).toBe(200);
    const { notification: mail } = await deliver(2);
    const html = mail.html!;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/"Mallory"|"Ville"|"citation"/);
    expect(html).toContain("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Mallory&quot;");
    expect(html).toContain("1 rue &lt;script&gt;");
    expect(html).toContain("Bonjour &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>&quot;citation&quot; &lt;img src=x");
    // the text part quotes them as typed (plain text is not interpreted)
    expect(mail.text).toContain(`Bonjour ${EVIL}`);
  });

  it("shows the photos as inline thumbnails and still attaches them; the acknowledgement counts them", async () => {
    smtp = await startSmtpServer();
    const photos = await Promise.all(
      [0, 1, 2].map(async (i) => ({ name: `toit-${i}.jpg`, bytes: await roofPhoto(2400, 1600, i) })),
    );
    const res = await call(quoteAction, multipartPost("/api/leads/quote", QUOTE_FIELDS, photos, { json: true }));
    expect(res.status).toBe(200);
    const { notification: mail, acknowledgement } = await deliver(2);
    const html = mail.html!;
    const cids = [...html.matchAll(/<img src="cid:([^"]+)"/g)].map((m) => m[1]);
    expect(cids).toHaveLength(3);
    const inline = mail.parts.filter((p) => p.cid);
    expect(inline.map((p) => p.cid)).toEqual(cids);
    for (const part of inline) {
      expect(part.type).toBe("image/jpeg");
      expect(part.disposition).toBe("inline");
      const meta = await sharp(part.bytes).metadata();
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(480);
    }
    const attached = mail.parts.filter((p) => p.disposition === "attachment");
    expect(attached.map((p) => p.filename)).toEqual(["toit-0.jpg", "toit-1.jpg", "toit-2.jpg"]);
    expect(html).toContain("Photos (3)");
    expect(mail.text).toContain("Photos : 3, dont 3 en pièce jointe.");
    expect(mail.partTypes.slice(0, 2)).toEqual(["text/plain", "text/html"]);

    expect(acknowledgement!.text).toContain("Photos : 3 photos bien reçues");
    expect(acknowledgement!.html).toContain("3 photos bien reçues");
    // the reference never breaks on a phone
    const { reference } = await t.database.db.selectFrom("leads").select("reference").executeTakeFirstOrThrow();
    expect(acknowledgement!.html).toMatch(new RegExp(`white-space:nowrap;">${reference}<`));
    const ackBody = acknowledgement!.html!.slice(acknowledgement!.html!.indexOf("<body"));
    expect(ackBody.split(reference).length - 1).toBe(ackBody.split(`white-space:nowrap;">${reference}<`).length - 1);
  });

  it("says first, prominently, that an emergency call-back is urgent", async () => {
    smtp = await startSmtpServer();
    const res = await call(
      callbackAction,
      formPost(
        "/api/leads/callback",
        { nom: `Jean ${EVIL}`, telephone: "+41 22 123 45 67", codePostal: "69400" },
        { json: true },
      ),
    );
    expect(res.status).toBe(200);
    const { notification: mail, acknowledgement } = await deliver(1);
    expect(acknowledgement).toBeUndefined();
    expect(mail.subject).toMatch(
      /^URGENT — rappel demandé : Jean <script>alert\("x"\)<\/script>, \+41 22 123 45 67 \[D-\d{4}-\d{4}\]$/,
    );
    const html = mail.html!;
    const body = html.slice(html.indexOf("<body"));
    const visible = body.slice(body.indexOf("</div>")); // after the hidden preheader
    const urgent = visible.indexOf("URGENT — rappel demandé");
    expect(urgent).toBeGreaterThan(-1);
    expect(urgent).toBeLessThan(visible.indexOf("Jean &lt;script&gt;"));
    expect(urgent).toBeLessThan(visible.indexOf("Appeler"));
    expect(html).toMatch(/<span style="display:block;font-size:20px;font-weight:bold;[^"]*">URGENT — rappel demandé<\/span>/);
    expect(html).toContain('href="tel:+41221234567"');
    expect(html).toContain("69400");
    expect(html).toContain(`href="${await leadUrl()}"`);
    expect(html).not.toMatch(/<script/i);
    expect(mail.text.startsWith("Référence : ")).toBe(true);
    expect(mail.text).toContain("URGENT — rappel demandé");
  });
});
