// `npm run bench:quote-pdf [-- --runs 30 --warm-up 5 --lines 40]`
//
// The devis PDF's rendering time (docs/decisions/039-devis-pdf.md): a 40-line devis, accepted (its
// certificate page too), rendered `--warm-up` times to load the fonts, the logo and the JIT, then
// `--runs` times; prints the median and the 95th percentile in ms, the size and the page count.
// Target: median under 300 ms. Exit code 1 when the median misses it.
import { parseArgs } from "node:util";
import { PDFParse } from "pdf-parse";
import { renderQuotePdf } from "../app/features/quotes/pdf.server";
import { sampleAcceptance, sampleQuoteDocument } from "../tests/helpers/quote-document";

const TARGET_MEDIAN_MS = 300;

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "30" },
    "warm-up": { type: "string", default: "5" },
    lines: { type: "string", default: "40" },
  },
});
const runs = Number(values.runs);
const warmUp = Number(values["warm-up"]);
const document = sampleQuoteDocument({ lines: Number(values.lines), signingContext: "home" });
const acceptance = sampleAcceptance(document);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const coldStart = performance.now();
let pdf = await renderQuotePdf(document, acceptance);
const coldMs = performance.now() - coldStart;
for (let i = 1; i < warmUp; i++) pdf = await renderQuotePdf(document, acceptance);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const start = performance.now();
  pdf = await renderQuotePdf(document, acceptance);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const parser = new PDFParse({ data: pdf });
const pages = (await parser.getInfo()).total;
await parser.destroy();

const median = percentile(times, 50);
console.log(`devis PDF, ${values.lines} lines, signed: ${pages} pages, ${(pdf.length / 1024).toFixed(1)} KB`);
console.log(`first render (fonts, logo, JIT): ${coldMs.toFixed(0)} ms`);
console.log(
  `${runs} runs after ${warmUp} warm-up: median ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
);
console.log(
  median < TARGET_MEDIAN_MS ? `OK: median under ${TARGET_MEDIAN_MS} ms` : `TOO SLOW: median over ${TARGET_MEDIAN_MS} ms`,
);
process.exitCode = median < TARGET_MEDIAN_MS ? 0 : 1;
