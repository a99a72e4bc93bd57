import { deferredComponent } from "~/components/deferred-component";

/**
 * The emergency call-back form, its code loaded after the page's first
 * scripts (the public pages' JavaScript budget): the server renders it in
 * full, so it works and keeps what is typed before its code arrives; a
 * submission made meanwhile is held and sent once it is live.
 */
export const DeferredCallbackForm = deferredComponent("callback-form", () =>
  import("./callback-form").then((module) => module.CallbackForm),
);
