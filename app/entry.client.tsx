import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { recordTypedTextareas } from "./lib/typed-before-hydration";

// What was typed before the scripts ran is kept (lib/typed-before-hydration.ts).
recordTypedTextareas();
// The scripts start after the first paint (lib/scripts-after-paint.ts): hydrate at once.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
