/**
 * Client chunking for the public pages. By default Rollup makes one chunk per
 * set of routes sharing a module, so a page loaded ~30 small files, each
 * compressed alone. Every module that the root and the site layout need (the
 * shell: header, footer, consent, toasts, shared UI) is loaded by every page
 * anyway: it goes into one `site` chunk, compressed once, with the few other
 * modules nearly every page loads. React Router gets
 * its own chunk so that it is not merged into `site`.
 */
type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

const SHELL_ROUTES = /\/app\/(root\.tsx|routes\/site\/layout\.tsx)$/;
/**
 * Not the shell's, but loaded by nearly every page: every route's `meta` builds its tags with
 * features/seo/meta.ts, and most pages show photos (responsive-image) in sections (ui/section). Each in
 * a file of its own cost the pages with the least room under their budget (landing pages,
 * /devis-gratuit) a file compressed alone; in `site`, the few pages without them (blog, legal pages:
 * the most room) carry them instead. tests/e2e/budgets.test.ts measures every page.
 */
const NEARLY_EVERY_PAGE = /\/app\/(features\/seo\/meta\.ts|components\/responsive-image\.tsx|components\/ui\/section\.tsx)$/;
let shell: Set<string> | undefined;

function shellModules(graph: ModuleGraph): Set<string> {
  if (shell) return shell;
  const seen = new Set<string>();
  const stack = [...graph.getModuleIds()].filter((id) => SHELL_ROUTES.test(id));
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return (shell = seen);
}

export function siteChunks(id: string, graph: ModuleGraph): string | undefined {
  if (id.includes("/node_modules/react-router/")) return "router";
  if (id.includes("/node_modules/") || !id.includes("/app/") || /\/app\/(root\.tsx|routes\/)/.test(id)) return undefined;
  return NEARLY_EVERY_PAGE.test(id) || shellModules(graph).has(id) ? "site" : undefined;
}
