import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { deferredComponentsLoaded } from "./components/deferred-component";
import { withTapBeacon } from "./features/analytics/tap-beacon.server";
import { cacheControlFor, carriesOneTimeMessage, isPrivatePath } from "./lib/cache-policy";
import { holdScriptsUntilPaint } from "./lib/scripts-after-paint.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  applyCachePolicy(request, responseHeaders, responseStatusCode);
  // the HTML must hold every deferred component in full (it works without JavaScript)
  await deferredComponentsLoaded();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a large Suspense boundary after the shell, revealed by a script:
        // without JavaScript it would never show (the deferred contact form is one)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          const publicPage = !isPrivatePath(new URL(request.url).pathname);
          // A public page read runs its scripts on the visitor's first gesture (docs/product.md#scripts-on-first-use);
          // not one that brings the answer to a form sent before the scripts (its conversion is reported at once).
          const untilFirstUse = publicPage && request.method === "GET" && !carriesOneTimeMessage(request.headers.get("cookie"));
          const held = body.pipe(holdScriptsUntilPaint({ untilFirstUse }));
          // public pages count taps on the phone number (docs/product.md#statistics)
          const page = publicPage ? held.pipe(withTapBeacon(nonce)) : held;
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Documents and route data share one caching policy (see lib/cache-policy). */
function applyCachePolicy(request: Request, headers: Headers, status: number) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "");
  const policy = cacheControlFor(pathname, request.headers.get("cookie"), status);
  // A route may ask for less caching (e.g. no-store), never for more on a private response.
  if (!headers.has("Cache-Control") || policy.startsWith("private")) headers.set("Cache-Control", policy);
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  applyCachePolicy(request, response.headers, response.status);
  return response;
}
