import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * A deferred part loads when it enters the viewport: its HTML is already
 * there to be seen, only its hydration waits (links and forms work before).
 */
const VIEWPORT_MARGIN = "0px";
const INTENT_EVENTS = ["pointerdown", "focusin", "keydown", "touchstart"] as const;

const serverLoads = new Set<Promise<void>>();

/** On the server: settles when the code of every deferred component is loaded (undefined once it is). */
export function deferredComponentsLoaded(): Promise<unknown> | undefined {
  return serverLoads.size > 0 ? Promise.allSettled(serverLoads) : undefined;
}

/** A thenable that calls back at once: React.lazy then renders without suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable = {
    then(fulfil: (value: T) => unknown) {
      fulfil(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<T>; // React.lazy only calls then()
}

export type DeferredComponent<P> = ComponentType<P> & {
  /** Loads the code now, for a client-side visit that renders the page at once; never rejects. */
  preload(): Promise<void>;
};

/**
 * A component whose browser code loads, and which hydrates, only when it
 * comes near the viewport (or is touched, focused or typed in): the parts of
 * a long page below the fold, such as the home page's sections and its
 * contact form. The server renders it in full, so its HTML works before (and
 * without) JavaScript; the browser keeps that HTML and hydrates it once the
 * code is there. A form submitted before then is held and submitted again as
 * soon as the form is live: no entry and no submission is lost. If the code
 * cannot be loaded, the server's HTML stays and a held form posts natively.
 */
export function deferredComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let failed = false;
  let live = false;
  const whenLive: (() => void)[] = [];
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });

  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failed = true;
        loading = undefined; // a later visit may try again
        console.error("Chargement différé impossible", error);
        for (const run of whenLive.splice(0)) run();
        throw error;
      },
    ));
  // The server loads the code at once: entry.server waits for it before its first render.
  if (import.meta.env.SSR) {
    const ready = start();
    serverLoads.add(ready);
    void ready.finally(() => serverLoads.delete(ready));
  }

  function Live(props: P) {
    useEffect(() => {
      live = true;
      for (const run of whenLive.splice(0)) run();
    }, []);
    const Component = loaded!;
    return <Component {...props} />;
  }
  const resolved = { default: Live };

  const Lazy = lazy(() => {
    // already there (the server, a preloaded visit): React takes it synchronously
    if (loaded) return settled(resolved);
    if (import.meta.env.SSR) return start().then(() => resolved);
    // no server HTML to keep (a client-side navigation): nothing waits
    if (!document.querySelector(`[data-deferred="${name}"] > *`)) openGate();
    return gate
      .then(start)
      .then(() => resolved)
      .catch(() => new Promise<never>(() => {})); // the server's HTML stays, and works
  });

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || live) return;
      const open = () => openGate();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
        rootMargin: VIEWPORT_MARGIN,
      });
      observer.observe(element);
      const holdSubmit = (event: SubmitEvent) => {
        if (live || failed || event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        const form = event.target;
        const submitter = event.submitter;
        open();
        whenLive.push(() => (live ? form.requestSubmit(submitter) : form.submit()));
      };
      for (const type of INTENT_EVENTS) element.addEventListener(type, open, { passive: true });
      element.addEventListener("submit", holdSubmit);
      return () => {
        observer.disconnect();
        for (const type of INTENT_EVENTS) element.removeEventListener(type, open);
        element.removeEventListener("submit", holdSubmit);
      };
    }, []);
    return (
      <div ref={ref} data-deferred={name}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Deferred.preload = () => {
    openGate();
    return start().catch(() => {});
  };
  return Deferred;
}
