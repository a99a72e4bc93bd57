/**
 * The 'Historique' page's data (docs/product.md#article-revisions): the
 * article's revisions, newest first, and one of them compared with the current text.
 */
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { DB } from "~/db/schema";
import { formatFrenchDateTime } from "~/lib/dates";
import { getOwnArticle } from "../articles.server";
import { compareArticles, type FieldDifference } from "./compare";
import { REVISION_KIND_LABELS, type RevisionKind } from "./kinds";
import { getRevision, listRevisions, type Revision } from "./revisions.server";

/** How many of the newest revisions are read to find one that differs from the current text, when none is chosen. */
const DEFAULT_SEARCH_DEPTH = 5;

export interface HistoryEntry {
  id: string;
  kind: RevisionKind;
  kindLabel: string;
  /** '26/11/2026 à 10:42' (Europe/Paris) */
  when: string;
  at: string;
  author: string;
}

export interface HistoryComparison {
  revision: HistoryEntry;
  /**
   * The revision was written after the current text (an autosave not yet
   * saved): the differences then go from the current text to it, so what it
   * adds reads as added.
   */
  newerThanCurrent: boolean;
  differences: FieldDifference[];
}

export type HistoryPage =
  | { found: false }
  | {
      found: true;
      article: { id: string; title: string; published: boolean; updatedWhen: string };
      entries: HistoryEntry[];
      comparison: HistoryComparison | null;
      /** the chosen version does not exist (for this article and author) */
      unknownRevision: boolean;
    };

const parisWhen = (iso: string) => formatFrenchDateTime(iso).replace(" ", " à ");

function entryOf(revision: { id: string; kind: RevisionKind; created_at: string; author_name: string | null }): HistoryEntry {
  return {
    id: revision.id,
    kind: revision.kind,
    kindLabel: REVISION_KIND_LABELS[revision.kind],
    when: parisWhen(revision.created_at),
    at: revision.created_at,
    author: revision.author_name ?? "Compte supprimé",
  };
}

export async function loadHistoryPage(
  articleId: string,
  authorId: string,
  chosenId: string | null,
  db: Kysely<DB> = getDb(),
): Promise<HistoryPage> {
  const article = await getOwnArticle(articleId, authorId, db);
  const revisions = article ? await listRevisions(articleId, authorId, db) : null;
  if (!article || !revisions) return { found: false };
  const compare = (revision: Revision): HistoryComparison => {
    const newerThanCurrent = Date.parse(revision.created_at) > Date.parse(article.updated_at);
    return {
      revision: entryOf(revision),
      newerThanCurrent,
      differences: newerThanCurrent ? compareArticles(article, revision) : compareArticles(revision, article),
    };
  };
  let comparison: HistoryComparison | null = null;
  let unknownRevision = false;
  if (chosenId) {
    const chosen = await getRevision(articleId, chosenId, authorId, db);
    if (chosen) comparison = compare(chosen);
    else unknownRevision = true;
  } else {
    for (const summary of revisions.slice(0, DEFAULT_SEARCH_DEPTH)) {
      const revision = await getRevision(articleId, summary.id, authorId, db);
      if (!revision) continue;
      comparison = compare(revision);
      if (comparison.differences.length) break;
    }
  }
  return {
    found: true,
    article: { id: article.id, title: article.title, published: article.published, updatedWhen: parisWhen(article.updated_at) },
    entries: revisions.map(entryOf),
    comparison,
    unknownRevision,
  };
}
