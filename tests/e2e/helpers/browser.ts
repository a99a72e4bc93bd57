import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { onTestFinished } from "vitest";

export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * What browser tests and screenshots drive: Debian's `chromium-headless-shell` when installed (the
 * same Blink as `chromium` without the browser's own layer, what Playwright itself runs headless;
 * about a fifth less CPU per page, measured on the browser suite), else `chromium`. `CHROME_PATH`
 * wins over both. Lighthouse keeps the full browser (`CHROMIUM_PATH`), whose figures it reports.
 */
const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

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

/** The Chromium each test worker launched, per executable (see `launchBrowser`). */
const workerChromium = new Map<string, Promise<Browser>>();

/**
 * A browser for one test file: a view of the Chromium this test worker launched once (files of a
 * worker share loaded modules, vitest.config.ts: isolate false, so the next file finds it running).
 * The file's `close()` closes the contexts the file opened and leaves Chromium to the next file;
 * it ends with the worker. Launching one per file cost a second or two each; driving it from this
 * process (rather than connecting to one Chromium for the whole run) avoids relaying every event.
 * Outside vitest (scripts), a Chromium of its own, which its close() ends.
 *
 * `fullBrowser`: the whole `chromium` even where the headless shell is installed, for what the shell
 * lacks (notifications and push subscriptions).
 */
export async function launchBrowser({ fullBrowser = false } = {}): Promise<Browser> {
  const executablePath = fullBrowser ? CHROMIUM_PATH : TEST_CHROMIUM_PATH;
  const launch = () => chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  if (!process.env.VITEST) return launch();
  const launched = workerChromium.get(executablePath) ?? launch();
  workerChromium.set(executablePath, launched);
  const shared = await launched.catch((error: unknown) => {
    workerChromium.delete(executablePath);
    throw error;
  });
  if (!shared.isConnected()) {
    workerChromium.delete(executablePath);
    return launchBrowser({ fullBrowser });
  }
  return fileScoped(shared);
}

/** `browser` as one file sees it: `newContext` remembers the context, `close` closes those contexts only. */
function fileScoped(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const newContext: Browser["newContext"] = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  const close: Browser["close"] = async () => {
    await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === "newContext") return newContext;
      if (property === "close") return close;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  /** a phone: touch and no mouse pointer (a desktop browser moves its pointer over a page whose layout changes) */
  phone?: boolean;
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
    ...(options.phone ? { isMobile: true, hasTouch: true } : {}),
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
  });
  // Closing a context right after a page reload can stall in Chromium on a loaded machine: don't let it hang a test.
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= Promise.race([
      context.close().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, 10_000)),
    ]));
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
