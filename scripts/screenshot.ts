// Full-page screenshots with Debian's Chromium: `npx tsx scripts/screenshot.ts <url> <out-prefix> [widths...]`
import { launchBrowser } from "../tests/e2e/helpers/browser";

const [url, prefix = "/tmp/shot", ...widthArgs] = process.argv.slice(2);
if (!url) {
  console.error("usage: tsx scripts/screenshot.ts <url> <out-prefix> [390 1280]");
  process.exit(1);
}
const widths = widthArgs.length ? widthArgs.map(Number) : [390, 1280];
const browser = await launchBrowser();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(400);
  const file = `${prefix}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await context.close();
}
await browser.close();
