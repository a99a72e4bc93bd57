import AxeBuilder from "@axe-core/playwright";
import { waitForHydration } from "../tests/e2e/helpers/admin";
import { launchBrowser, openPage } from "../tests/e2e/helpers/browser";
import { startServer } from "../tests/e2e/helpers/server";
import { prepareSiteDocuments } from "../tests/e2e/helpers/site-documents";

const server = await startServer();
const docs = await prepareSiteDocuments(server);
const browser = await launchBrowser();
const { page, context } = await openPage(browser, { width: 390, height: 900 });
const t = { goto: 0, scroll: 0, axe: 0, axeNoContrast: 0 };
for (const doc of docs.slice(0, 40)) {
  await context.clearCookies();
  await context.addCookies(doc.cookies.map((pair) => { const eq = pair.indexOf("="); return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: server.url }; }));
  let s = performance.now();
  await page.goto(`${server.url}${doc.path}`);
  await waitForHydration(page);
  t.goto += performance.now() - s; s = performance.now();
  await page.evaluate(async () => { const frame = () => new Promise((r) => requestAnimationFrame(r)); for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) { scrollTo(0, y); await frame(); await frame(); } scrollTo(0, 0); });
  t.scroll += performance.now() - s; s = performance.now();
  await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  t.axe += performance.now() - s; s = performance.now();
  await new AxeBuilder({ page }).disableRules(["color-contrast"]).options({ resultTypes: ["violations"] }).analyze();
  t.axeNoContrast += performance.now() - s;
}
console.log(docs.length, JSON.stringify(Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)]))));
await browser.close(); await server.stop();
