import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_BOM, leadsToCsv } from "~/features/leads/csv";
import { allLeads, leadCounts, listLeads } from "~/features/leads/inbox-queries.server";
import { storeLead } from "~/features/leads/store-lead.server";
import { setLeadStatus } from "~/features/leads/pipeline.server";
import { contactFormSchema, quoteFormSchema } from "~/features/leads/schemas";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

/** A clock a second further at every reading, from an hour ago: each request gets its own created_at. */
function steppingClock() {
  let now = Date.now() - 60 * 60 * 1000;
  return () => (now += 1000);
}

async function seed() {
  const clock = steppingClock();
  const ids: string[] = [];
  for (let i = 0; i < 23; i++) {
    const { id } = await storeLead(
      {
        submission: {
          form: "contact",
          values: contactFormSchema.parse({
            prenom: `Client${String(i).padStart(2, "0")}`,
            nom: "Lambda",
            telephone: `06 00 00 00 ${String(i).padStart(2, "0")}`,
            email: `client${i}@example.fr`,
            ville: "Villeurbanne",
            projet: "zinguerie",
            description: `Demande numéro ${i}`,
          }),
        },
        ipHash: null,
        userAgent: null,
        sourcePath: "/",
        spam: false,
      },
      undefined,
      clock,
    );
    ids.push(id);
  }
  const special = await storeLead(
    {
      submission: {
        form: "quote",
        values: quoteFormSchema.parse({
          firstName: "Jean",
          lastName: "Dupont",
          email: "Jean.Dupont@Example.fr",
          phone: "06.12.34.56.78",
          address: "3 chemin des Ardoises, 69550 Cublize",
          projectType: "zinguerie",
          surface: "85,5",
          description: '=HYPERLINK("http://evil") ; "citation"\nDeuxième ligne — 100 % zinc',
        }),
      },
      ipHash: null,
      userAgent: null,
      sourcePath: "/devis-gratuit",
      spam: false,
    },
    undefined,
    clock,
  );
  const spam = await storeLead(
    {
      submission: {
        form: "contact",
        values: contactFormSchema.parse({
          prenom: "Bot",
          nom: "Spam",
          telephone: "1",
          email: "bot@spam.example",
          projet: "autre",
          description: "buy now",
        }),
      },
      ipHash: null,
      userAgent: null,
      sourcePath: "/contact",
      spam: true,
    },
    undefined,
    clock,
  );
  return { ids, special: special.id, spam: spam.id };
}

describe.each(TEST_ENGINES)("admin inbox queries on %s", (kind) => {
  let t: TestDatabase;
  let seeded: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    t = await useTestDatabase(kind, { SMTP_URL: "" });
    seeded = await seed();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("lists requests newest first, 20 a page, spam apart", async () => {
    const first = await listLeads();
    expect(first.total).toBe(24);
    expect(first.pageCount).toBe(2);
    expect(first.leads).toHaveLength(20);
    expect(first.leads[0].id).toBe(seeded.special);
    expect(first.leads[1].firstName).toBe("Client22");
    expect(first.leads.every((l) => !l.spam)).toBe(true);
    const second = await listLeads({ page: 2 });
    expect(second.leads.map((l) => l.firstName)).toEqual(["Client03", "Client02", "Client01", "Client00"]);
    expect((await listLeads({ page: 99 })).page).toBe(2);
    const spam = await listLeads({ filter: "spam" });
    expect(spam.leads.map((l) => l.id)).toEqual([seeded.spam]);
    expect(spam.leads[0].notification.status).toBe("none");
  });

  it("reads every field back, with the notification's state", async () => {
    const [lead] = (await listLeads({ q: "dupont" })).leads;
    expect(lead).toMatchObject({
      form: "quote",
      firstName: "Jean",
      lastName: "Dupont",
      phone: "06.12.34.56.78",
      address: "3 chemin des Ardoises, 69550 Cublize",
      project: "zinguerie",
      surface: 85.5,
      sourcePath: "/devis-gratuit",
      status: "nouveau",
      lostReason: null,
      spam: false,
      notification: { status: "pending", attempts: 0, lastError: null },
    });
    expect(lead.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(lead.reference).toMatch(/^D-\d{4}-0024$/);
  });

  it.each([
    ["dupont", 1],
    ["JEAN DUPONT", 1],
    ["dupont jean", 1],
    ["jean.dupont@example", 1],
    ["0612", 1],
    ["06 12 34", 0 + 1],
    ["cublize", 1],
    ["villeurbanne", 23],
    ["numéro 1", 11],
    ["100 %", 1],
    ["%", 1],
    ["_", 0],
    ["introuvable", 0],
  ])("finds %j in %i request(s)", async (q, count) => {
    expect((await listLeads({ q })).total).toBe(count);
  });

  it("filters on the pipeline's statuses and counts each", async () => {
    expect(await setLeadStatus(seeded.ids[0], { status: "contacte", lostReason: null }, "Paul")).toBe(true);
    expect(await setLeadStatus(seeded.ids[1], { status: "perdu", lostReason: "prix" }, "Paul")).toBe(true);
    expect(await setLeadStatus("no-such-id", { status: "gagne", lostReason: null }, "Paul")).toBe(false);
    const contacted = await listLeads({ filter: "contacte" });
    expect(contacted.leads.map((l) => l.id)).toEqual([seeded.ids[0]]);
    expect(contacted.leads[0].firstContactedAt).toBeTruthy();
    expect((await listLeads({ filter: "perdu" })).leads[0]).toMatchObject({ id: seeded.ids[1], lostReason: "prix" });
    expect((await listLeads({ filter: "nouveau" })).total).toBe(22);
    expect((await listLeads({ filter: "en-cours" })).total).toBe(23);
    expect(await leadCounts()).toEqual({
      toutes: 24,
      "en-cours": 23,
      "a-rappeler": 0,
      nouveau: 22,
      contacte: 1,
      visite: 0,
      devis: 0,
      gagne: 0,
      perdu: 1,
      spam: 1,
    });

    await setLeadStatus(seeded.ids[0], { status: "nouveau", lostReason: null }, "Paul");
    await setLeadStatus(seeded.ids[1], { status: "nouveau", lostReason: null }, "Paul");
    expect((await listLeads({ filter: "contacte" })).total).toBe(0);
    const [back] = (await listLeads({ q: "client0@" })).leads;
    // the first contact is kept when a request goes back to 'nouveau'
    expect(back).toMatchObject({ status: "nouveau", lostReason: null });
    expect(back.firstContactedAt).toBeTruthy();
  });

  it("exports CSV in UTF-8 with BOM, ';'-separated, quoted, formula-safe", async () => {
    const csv = leadsToCsv(await allLeads());
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Référence";"Date";"Formulaire";"Statut";"Raison de la perte";"Prénom";"Nom";"E-mail";"Téléphone";"Ville";"Adresse du chantier";"Type de projet";"Surface";"Message";"Urgent";"Spam";"Premier contact";"Dernier changement de statut";"À rappeler le";"Page d\'envoi";"Première page de la visite";"Site d\'origine";"utm_source";"utm_medium";"utm_campaign";"gclid";"Notification";"Dernière erreur d\'envoi"',
    );
    expect(lines[1]).toMatch(/^"D-\d{4}-0024";"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";"Devis gratuit";"Nouveau";"";"Jean";"Dupont";/);
    expect(lines[1]).toContain(
      '"Zinguerie";"85,5 m²";"\'=HYPERLINK(""http://evil"") ; ""citation""\nDeuxième ligne — 100 % zinc";"non";"non";',
    );
    expect(lines[1]).toMatch(/"\/devis-gratuit";"";"";"";"";"";"";"en attente";""$/);
    // 24 requests (spam apart), a header and the final line break
    expect(csv.slice(1).split(/\r\n/).length).toBe(24 + 2);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
