/**
 * Every kind of page the site serves, with content in it, for the checks that
 * go over all of them (HTML validity, accessibility): the URLs of the sitemap
 * (with a published article, so the article page is there), the sign-in
 * pages, every admin page of app/routes.ts signed in (with an article, an
 * image, leads and a second administrator to list), the not-found page, and
 * the forms after a post (errors shown, request sent).
 */
import { LEAD_MESSAGES } from "~/features/leads/copy";
import { LEAD_FIELD_MESSAGES } from "~/features/leads/field-messages";
import { roofPhoto } from "../../helpers/sample-images";
import { postMultipart } from "../../helpers/multipart";
import { createAdmin, DEFAULT_ADMIN, runSql, signInCookie } from "./admin";
import { adminRoutes } from "./routes";
import type { TestServer } from "./server";
import { openServerDatabase } from "./server-db";

export interface SiteDocument {
  kind: "public" | "sign-in" | "admin";
  /** where it is, for messages: the path, or the path and the state it is shown in */
  name: string;
  path: string;
  /** 'name=value' pairs to send */
  cookies: string[];
  status: number;
  /** a text the document must contain (it is in the state it is named for) */
  expectText?: string;
}

export const SEEDED_ARTICLE = {
  id: "article-de-controle",
  slug: "entretien-gouttieres-zinc-avant-hiver",
  title: "Entretenir ses gouttières en zinc avant l'hiver",
};

/** Markdown that uses every construct the article renderer allows. */
const ARTICLE_MARKDOWN = `## Pourquoi s'en occuper en automne

Les feuilles **bouchent** les descentes et l'eau déborde sur la *façade*. Voir aussi [nos services](/services/zinguerie).

### Les gestes utiles

1. Retirer les feuilles des chéneaux.
2. Vérifier les crochets et les soudures.
3. Rincer les descentes au jet.

- Zinc naturel
- Zinc prépatiné

> Un contrôle par an évite la plupart des réparations.

| Élément | Fréquence |
|---|---|
| Gouttières | 1 fois par an |
| Solins | tous les 3 ans |

Une commande : \`rincer\`, puis :

\`\`\`
pente minimale : 5 mm par mètre
\`\`\`

---

Fin de l'article.`;

function cookiePairs(setCookies: string[]): string[] {
  return setCookies.map((c) => c.split(";")[0]!).filter((pair) => !/=$/.test(pair));
}

async function postForm(server: TestServer, path: string, fields: Record<string, string>, cookie?: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** Posts a form as a browser without JavaScript does; returns the cookies that carry the page's state after it. */
async function formStateAfterPost(server: TestServer, path: string, fields: Record<string, string>): Promise<string[]> {
  const res = await postForm(server, path, fields);
  if (res.status !== 303) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return cookiePairs(res.headers.getSetCookie());
}

const VALID_QUOTE = {
  redirectTo: "/devis-gratuit#formulaire-devis",
  website: "",
  firstName: "Claire",
  lastName: "Martin",
  email: "claire.martin@example.fr",
  phone: "06 12 34 56 78",
  address: "12 rue des Tanneurs, 69001 Lyon",
  projectType: "zinguerie",
  surface: "45",
  description: "Remplacement des gouttières en zinc de la façade sur rue.",
};

const VALID_CONTACT = {
  redirectTo: "/contact#formulaire-contact",
  website: "",
  prenom: "Paul",
  nom: "Durand",
  telephone: "06 98 76 54 32",
  email: "paul.durand@example.fr",
  ville: "Villeurbanne",
  projet: "zinguerie",
  description: "Une fuite au niveau du chéneau côté jardin.",
};

/** The short-lived cookie the password step sets for an administrator with two-factor sign-in. */
async function twoFactorChallenge(server: TestServer): Promise<string[]> {
  const credentials = { email: "double.facteur@az-toiture.test", password: "Zinc-et-ardoise-2024", name: "Lucie Double" };
  await createAdmin(server, credentials);
  await runSql(server, `update "user" set "twoFactorEnabled" = true where "email" = ?`, [credentials.email]);
  const res = await postForm(server, "/auth-portal-secure?index", { email: credentials.email, password: credentials.password });
  const challenge = cookiePairs(res.headers.getSetCookie()).filter((pair) => /two_factor=/.test(pair));
  if (res.headers.get("location") !== "/auth-portal-secure/verification" || challenge.length === 0) {
    throw new Error(`the password step did not lead to the code step: ${res.status} ${res.headers.get("location")}`);
  }
  return challenge;
}

/** A password-reset link's token, as the e-mail would carry it. */
async function resetToken(server: TestServer): Promise<string> {
  const [user] = await runSql(server, `select "id" from "user" where "email" = ?`, [DEFAULT_ADMIN.email]);
  const token = "jeton-de-controle-0123456789";
  const now = new Date();
  await runSql(
    server,
    `insert into "verification" ("id", "identifier", "value", "expiresAt", "createdAt", "updatedAt") values (?, ?, ?, ?, ?, ?)`,
    [
      "verification-de-controle",
      `reset-password:${token}`,
      String(user!.id),
      new Date(now.getTime() + 30 * 60_000).toISOString(),
      now.toISOString(),
      now.toISOString(),
    ],
  );
  return token;
}

async function seedContent(server: TestServer, session: string): Promise<void> {
  const upload = await postMultipart(
    `${server.url}/api/media`,
    { filename: "Chéneau zinc.jpg", contentType: "image/jpeg", head: await roofPhoto(1600, 1067, 7, 85) },
    { headers: { cookie: session, origin: server.url } },
  );
  if (upload.status !== 201) throw new Error(`media upload: ${upload.status}`);
  const image = (upload.body as { item: { url: string } }).item.url;

  const [author] = await runSql(server, `select "id" from "user" where "email" = ?`, [DEFAULT_ADMIN.email]);
  const database = openServerDatabase(server);
  try {
    const at = "2026-05-12T08:30:00.000Z";
    const base = { author_id: String(author!.id), created_at: at, updated_at: at, category: "Entretien" };
    await database.db
      .insertInto("articles")
      .values([
        {
          ...base,
          id: SEEDED_ARTICLE.id,
          slug: SEEDED_ARTICLE.slug,
          title: SEEDED_ARTICLE.title,
          content: ARTICLE_MARKDOWN,
          excerpt: "Feuilles, soudures, crochets : les contrôles à faire sur vos gouttières en zinc avant les pluies d'hiver.",
          image_url: image,
          keywords: JSON.stringify(["gouttières", "zinc", "entretien", "hiver", "toiture"]),
          published: true,
        },
        {
          ...base,
          id: "brouillon-de-controle",
          slug: "brouillon-solins",
          title: "Brouillon : refaire ses solins",
          content: "À compléter.",
          excerpt: "À compléter.",
          image_url: null,
          keywords: "[]",
          published: false,
        },
      ])
      .execute();
  } finally {
    await database.close();
  }
}

/**
 * Fills a fresh server (nothing served yet, so no page is cached without the
 * content) and lists every document to check.
 */
/** A devis written on the request, as the owner's 'Créer un devis' makes it: its editor is one of the admin pages. */
async function createQuoteFor(server: TestServer, session: string, leadId: string): Promise<string> {
  const response = await fetch(`${server.url}/dashboard-management-panel/leads/${leadId}`, {
    method: "POST",
    headers: { cookie: session, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "create-quote" }),
    redirect: "manual",
  });
  const id = /\/devis\/([^/?#]+)$/.exec(response.headers.get("location") ?? "")?.[1];
  if (!id) throw new Error(`no devis created for the request (${response.status})`);
  return id;
}

export async function prepareSiteDocuments(server: TestServer): Promise<SiteDocument[]> {
  await createAdmin(server, DEFAULT_ADMIN);
  const session = await signInCookie(server, DEFAULT_ADMIN);
  await seedContent(server, session);

  const quoteSent = await formStateAfterPost(server, "/api/leads/quote", VALID_QUOTE);
  const contactSent = await formStateAfterPost(server, "/api/leads/contact", VALID_CONTACT);
  const quoteInvalid = await formStateAfterPost(server, "/api/leads/quote", { ...VALID_QUOTE, email: "claire@", phone: "" });
  const contactInvalid = await formStateAfterPost(server, "/api/leads/contact", { ...VALID_CONTACT, email: "paul@", prenom: "" });
  const challenge = await twoFactorChallenge(server);
  const token = await resetToken(server);

  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (!publicPaths.includes(`/blog/${SEEDED_ARTICLE.slug}`)) throw new Error("the seeded article is not in the sitemap");

  const kindOf = (path: string): SiteDocument["kind"] =>
    path.startsWith("/dashboard-management-panel") ? "admin" : path.startsWith("/auth-portal-secure") ? "sign-in" : "public";
  const page = (path: string, cookies: string[] = [], name = path, expectText?: string, status = 200): SiteDocument => ({
    kind: kindOf(path),
    name,
    path,
    cookies,
    status,
    expectText,
  });
  const [lead] = await runSql(server, "select id from leads where spam = ? order by created_at limit 1", [
    server.databaseUrl ? false : 0,
  ]);
  if (!lead) throw new Error("no request stored to show on its page");
  const [project] = await runSql(server, "select id from projects order by position limit 1");
  if (!project) throw new Error("no réalisation stored to show its edit page");
  const quoteId = await createQuoteFor(server, session, String(lead.id));
  const idFor = (pattern: string) =>
    pattern.includes("/leads/")
      ? String(lead.id)
      : pattern.includes("/realisations/")
        ? String(project.id)
        : pattern.includes("/devis/")
          ? quoteId
          : SEEDED_ARTICLE.id;
  const adminPaths = adminRoutes()
    .filter((route) => route.file.endsWith(".tsx"))
    .map((route) => route.pattern.replace(":id", idFor(route.pattern)));
  // a layout and its index share a URL (the account page): checked once
  const adminPages = [...new Set(adminPaths)];
  if (adminPages.length < 8) throw new Error(`admin pages not found in app/routes.ts: ${adminPages.join(", ")}`);

  return [
    ...publicPaths.map((path) => page(path)),
    page("/page-qui-n-existe-pas", [], "/page-qui-n-existe-pas (not found)", undefined, 404),
    page("/blog?q=gouttieres", [], "/blog?q=gouttieres (search results)", "1 article pour"),
    page("/devis-gratuit", quoteInvalid, "/devis-gratuit (fields in error)", LEAD_FIELD_MESSAGES.emailInvalid),
    page("/devis-gratuit", quoteSent, "/devis-gratuit (request sent)", LEAD_MESSAGES.success),
    page("/contact", contactInvalid, "/contact (fields in error)", LEAD_FIELD_MESSAGES.emailInvalid),
    page("/contact", contactSent, "/contact (request sent)", LEAD_MESSAGES.success),
    page("/auth-portal-secure"),
    page("/auth-portal-secure/verification", challenge, undefined, "Code de vérification"),
    page("/auth-portal-secure/mot-de-passe-oublie"),
    page(
      `/auth-portal-secure/nouveau-mot-de-passe?token=${token}`,
      [],
      "/auth-portal-secure/nouveau-mot-de-passe (valid link)",
      "Confirmer",
    ),
    page(
      "/auth-portal-secure/nouveau-mot-de-passe",
      [],
      "/auth-portal-secure/nouveau-mot-de-passe (expired link)",
      "Lien expiré",
    ),
    ...adminPages.map((path) => page(path, [session], `${path} (signed in)`, DEFAULT_ADMIN.name)),
    page(
      "/dashboard-management-panel/images-du-site?remplacer=hero",
      [session],
      "/dashboard-management-panel/images-du-site (replace step)",
      "Texte alternatif *",
    ),
  ];
}

/** The document as a browser without JavaScript receives it; throws on an unexpected status. */
export async function fetchDocument(server: TestServer, document: SiteDocument): Promise<string> {
  const res = await fetch(`${server.url}${document.path}`, {
    redirect: "manual",
    headers: { accept: "text/html", ...(document.cookies.length ? { cookie: document.cookies.join("; ") } : {}) },
  });
  if (res.status !== document.status) throw new Error(`${document.name}: status ${res.status}, expected ${document.status}`);
  const html = await res.text();
  if (document.expectText && !html.includes(escapeHtmlText(document.expectText))) {
    throw new Error(`${document.name}: the page does not show "${document.expectText}"`);
  }
  return html;
}

function escapeHtmlText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll("'", "&#x27;")
    .replaceAll('"', "&quot;");
}
