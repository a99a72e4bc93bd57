/**
 * React Router's navigation blocking, as `useBlocker` does it, on the router's
 * own blocker API. Why not `useBlocker` itself: every hook the app imports
 * from react-router lands in the one router chunk that every public page
 * downloads, and the public pages' script budget has no room for an
 * admin-only hook (docs/decisions/022-article-revisions.md).
 */
import { useContext, useEffect, useState } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from "react-router";

const IDLE: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };
let lastKey = 0;

/** The blocker's state: 'blocked' (with proceed/reset) while `shouldBlock` holds a navigation back. */
export function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const [key] = useState(() => `article-editor-${++lastKey}`);
  useEffect(() => {
    router?.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return state?.blockers.get(key) ?? IDLE;
}
