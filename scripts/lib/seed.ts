import { createDatabase } from "~/db/client.server";
import type { TestServer } from "../../tests/e2e/helpers/server";

const TOPICS = [
  "gouttières",
  "chéneaux en zinc",
  "étanchéité EPDM",
  "toiture terrasse",
  "bavettes et solins",
  "démoussage",
  "noues",
  "façonnage sur mesure",
];
const CATEGORIES = ["Zinguerie", "Étanchéité", "Entretien", "Façonnage", "Conseils"];
const BATCH = 500;
const ILLUSTRATIONS = [
  "service-zinguerie",
  "service-etancheite",
  "service-maintenance",
  "cheneaux-zinc-lyon-1",
  "behind-scenes-1",
];

/** A realistic article (~2 kB of markdown: headings, lists, a table, a quote, links). */
function benchContent(i: number, topic: string): string {
  return [
    `# Tout savoir sur les ${topic} (${i})`,
    `Les **${topic}** protègent votre maison des infiltrations. Voici nos conseils de couvreurs-zingueurs, tirés de plus de 500 chantiers en Auvergne-Rhône-Alpes.`,
    "## Pourquoi entretenir régulièrement",
    "Un entretien deux fois par an évite la plupart des sinistres : feuilles, mousses et débris bloquent l'écoulement et abîment les jonctions.",
    "- Inspection visuelle des jonctions\n- Nettoyage des feuilles et mousses\n- Contrôle des fixations et des pentes\n- Vérification des descentes",
    "## Les matériaux",
    "| Matériau | Épaisseur | Durée de vie |\n|:--|:--:|--:|\n| Zinc | 0,65 mm | 50 ans |\n| Aluminium | 0,7 mm | 40 ans |\n| Cuivre | 0,6 mm | 80 ans |",
    "> Conseil : faites intervenir un professionnel pour tout travail en hauteur.",
    "Pour un devis, consultez [nos services](/services/zinguerie) ou [la fiche de l'ADEME](https://www.ademe.fr/).",
    "## En résumé",
    "Un entretien régulier coûte bien moins cher qu'une réparation après un dégât des eaux. ".repeat(6).trim(),
  ].join("\n\n");
}

/**
 * Seeds `count` published articles (one every 3 hours from 2023, a third with
 * an image) into a running server's database and returns the path of one
 * article page in the middle of the list.
 */
export async function seedBenchArticles(
  server: Pick<TestServer, "dataDir" | "databaseUrl" | "url">,
  count: number,
): Promise<string> {
  const database = createDatabase({ DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl });
  const start = Date.parse("2023-01-01T08:00:00.000Z");
  const middle = Math.floor(count / 2);
  try {
    for (let offset = 0; offset < count; offset += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, k) => {
        const i = offset + k;
        const topic = TOPICS[i % TOPICS.length]!;
        const at = new Date(start + i * 3 * 3_600_000).toISOString();
        const content = benchContent(i, topic);
        return {
          id: crypto.randomUUID(),
          title: `Tout savoir sur les ${topic} (${i})`,
          content,
          excerpt: `${content.slice(0, 200)}...`,
          category: CATEGORIES[i % CATEGORIES.length]!,
          // the site's own illustrations (no network here): absolute URLs, as an author would paste them
          image_url: i % 3 === 0 ? `${server.url}/images/generated/${ILLUSTRATIONS[i % ILLUSTRATIONS.length]}-960.webp` : null,
          keywords: JSON.stringify([topic, "toiture", "zinguerie", `lyon-${i % 20}`, "entretien"]),
          slug: `tout-savoir-sur-les-${i}`,
          author_id: "bench-author",
          published: true,
          created_at: at,
          updated_at: at,
        };
      });
      await database.db.insertInto("articles").values(rows).execute();
    }
  } finally {
    await database.close();
  }
  return `/blog/tout-savoir-sur-les-${middle}`;
}
