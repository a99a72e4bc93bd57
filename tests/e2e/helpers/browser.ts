import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from "playwright-core";
import { inject, onTestFinished } from "vitest";

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

declare module "vitest" {
  export interface ProvidedContext {
    /** the WebSocket address of the Chromium that tests/e2e/global-setup.ts launched for the whole run */
    chromiumWsEndpoint?: string;
  }
}

/** Launches the one Chromium of a test run (tests/e2e/global-setup.ts); files connect to it with `launchBrowser`. */
export async function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A browser for one test file. Under vitest it is a connection to the run's
 * shared Chromium (launching one per file cost a second or two of CPU each):
 * every file still gets its own contexts, and `close()` closes the contexts
 * this connection opened and leaves Chromium running. Outside vitest (scripts)
 * it launches a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env.VITEST ? inject("chromiumWsEndpoint") : undefined;
  if (endpoint) return chromium.connect(endpoint);
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

/** Registers `cleanup` to run when the current test ends (passed or failed); false outside a test (e.g. in beforeAll). */
function closeWhenTestEnds(cleanup: () => Promise<void>): boolean {
  if (!process.env.VITEST) return false;
  try {
    onTestFinished(cleanup);
    return true;
  } catch {
    return false; // opened in a hook: the file's `browser.close()` in afterAll closes it
  }
}

/**
 * A fresh context and page that records console errors and any request leaving 127.0.0.1.
 * Opened inside a test, it is closed when that test ends even if an assertion failed
 * (calling `close()` earlier is fine).
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  // Closing a context right after a page reload can stall in Chromium on a loaded machine: don't let it hang a test.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= Promise.race([context.close().catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, 10_000))]));
  closeWhenTestEnds(close);
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
  return { context, page, errors, externalRequests, close };
}
