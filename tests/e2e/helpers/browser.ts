import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  /** console errors the test expects (e.g. a deliberately failing request) */
  allowConsoleErrors?: RegExp[];
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught exceptions seen so far */
  errors: string[];
  /** requests that left the loopback interface (must stay empty: no third party without configuration) */
  externalRequests: string[];
  close: () => Promise<void>;
}

/** A fresh context and page that records console errors and any request leaving 127.0.0.1. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const externalRequests: string[] = [];
  const allowed = options.allowConsoleErrors ?? [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allowed.some((r) => r.test(msg.text()))) errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("request", (req) => {
    const { hostname, protocol } = new URL(req.url());
    if ((protocol === "http:" || protocol === "https:") && hostname !== "127.0.0.1" && hostname !== "localhost") {
      externalRequests.push(req.url());
    }
  });
  // Closing a context right after a page reload can stall in Chromium on a loaded machine: don't let it hang a test.
  const close = () =>
    Promise.race([context.close().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 10_000))]);
  return { context, page, errors, externalRequests, close };
}
