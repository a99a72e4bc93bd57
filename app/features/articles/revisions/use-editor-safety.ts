/**
 * The editor's safety net (docs/product.md#article-revisions): a copy of the
 * text in this browser at every change, an autosave to the server after
 * AUTOSAVE_DELAY_MS of quiet, the unsaved text brought back when the editor
 * opens, and a question before leaving with unsaved changes.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { BlockerFunction } from "react-router";
import type { ArticleFormValues } from "../form-data";
import { ARTICLE_FIELDS } from "../form-data";
import { ADMIN_PATHS } from "../admin-paths";
import { AUTOSAVE_DELAY_MS, BASE_VERSION_FIELD } from "./kinds";
import { useNavigationBlocker } from "./navigation-blocker";
import { chooseRecovery, parseLocalDraft, sameFormValues, type LocalDraft, type Recovery, type ServerAutosave } from "./recovery";

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "error" }
  /** a new article: kept in this browser only until its first save */
  | { kind: "local" };

export interface EditorSafetyInput {
  /** null on /write (no article yet: the browser's copy only) */
  articleId: string | null;
  saved: ArticleFormValues;
  version: string | null;
  serverAutosave: ServerAutosave | null;
  /** the last refused save, if any (its values are the form's) */
  failure: unknown;
}

const draftKey = (articleId: string | null) => `article-draft:${articleId ?? "nouveau"}`;
const dismissedKey = (articleId: string | null) => `article-draft-dismissed:${articleId ?? "nouveau"}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readDraft(articleId: string | null): LocalDraft | null {
  return parseLocalDraft(storage()?.getItem(draftKey(articleId)) ?? null);
}

function writeDraft(articleId: string | null, draft: LocalDraft | null) {
  try {
    if (draft) storage()?.setItem(draftKey(articleId), JSON.stringify(draft));
    else storage()?.removeItem(draftKey(articleId));
  } catch {
    // storage full or refused: the server's autosave still keeps the text
  }
}

function autosaveBody(values: ArticleFormValues, baseVersion: string | null): URLSearchParams {
  const body = new URLSearchParams();
  body.set(ARTICLE_FIELDS.title, values.title);
  body.set(ARTICLE_FIELDS.content, values.content);
  body.set(ARTICLE_FIELDS.excerpt, values.excerpt);
  body.set(ARTICLE_FIELDS.category, values.category);
  body.set(ARTICLE_FIELDS.imageUrl, values.image_url);
  for (const keyword of values.keywords) body.append(ARTICLE_FIELDS.keywords, keyword);
  if (baseVersion) body.set(BASE_VERSION_FIELD, baseVersion);
  return body;
}

export function useEditorSafety({ articleId, saved, version, serverAutosave, failure }: EditorSafetyInput) {
  const [generation, setGeneration] = useState(0);
  const [initial, setInitial] = useState<ArticleFormValues | null>(null);
  const [baseVersion, setBaseVersion] = useState<string | null>(version);
  const [recovered, setRecovered] = useState<Recovery | null>(null);
  const [status, setStatus] = useState<AutosaveStatus>({ kind: "idle" });
  const [dirty, setDirty] = useState(false);
  const current = useRef<ArticleFormValues>(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const leaving = useRef(false);
  const baseRef = useRef(baseVersion);
  baseRef.current = baseVersion;

  const autosave = useCallback(async () => {
    if (!articleId) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus({ kind: "saving" });
    try {
      const response = await fetch(`${ADMIN_PATHS.edit(articleId)}/autosave`, {
        method: "POST",
        headers: { Accept: "application/json" },
        body: autosaveBody(current.current, baseRef.current),
        signal: controller.signal,
      });
      const answer = (await response.json().catch(() => null)) as { at?: string } | null;
      if (!response.ok || typeof answer?.at !== "string") throw new Error(`autosave answered ${response.status}`);
      setStatus({ kind: "saved", at: answer.at });
    } catch {
      if (!controller.signal.aborted) setStatus({ kind: "error" });
    }
  }, [articleId]);

  // On opening: the newest unsaved text (this browser's copy or the server's autosave) goes back in the editor.
  useEffect(() => {
    const recovery = chooseRecovery({
      saved,
      version,
      local: readDraft(articleId),
      server: serverAutosave,
      dismissedAt: storage()?.getItem(dismissedKey(articleId)) ?? null,
    });
    if (!recovery) {
      writeDraft(articleId, null);
      return;
    }
    current.current = recovery.values;
    setInitial(recovery.values);
    setBaseVersion(recovery.baseVersion);
    setRecovered(recovery);
    setDirty(true);
    setGeneration((g) => g + 1);
    // the browser's copy goes to the server too, so that another device finds it
    if (recovery.source === "browser" && articleId) timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    // once, when the editor opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValuesChange = useCallback(
    (values: ArticleFormValues) => {
      if (sameFormValues(values, current.current)) return;
      current.current = values;
      const changed = !sameFormValues(values, saved);
      setDirty(changed);
      writeDraft(articleId, changed ? { values, savedAt: new Date().toISOString(), baseVersion: baseRef.current } : null);
      if (timer.current) clearTimeout(timer.current);
      if (!articleId) {
        setStatus(changed ? { kind: "local" } : { kind: "idle" });
        return;
      }
      timer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
    },
    [articleId, saved, autosave],
  );

  /** The author sets the unsaved text aside: nothing of it or older is offered again. */
  const forgetUnsaved = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    inFlight.current?.abort();
    writeDraft(articleId, null);
    try {
      storage()?.setItem(dismissedKey(articleId), new Date().toISOString());
    } catch {
      // nothing more to do: the worst case is the offer coming back
    }
  }, [articleId]);

  const discardRecovered = useCallback(() => {
    forgetUnsaved();
    current.current = saved;
    setInitial(saved);
    setBaseVersion(version);
    setRecovered(null);
    setDirty(false);
    setStatus({ kind: "idle" });
    setGeneration((g) => g + 1);
  }, [forgetUnsaved, saved, version]);

  /** Before leaving on purpose (reloading the saved version): no question, no offer when coming back. */
  const leaveOnPurpose = useCallback(() => {
    leaving.current = true;
    forgetUnsaved();
  }, [forgetUnsaved]);

  // Posting a save: stop the autosave; the browser's copy is marked, and dropped next time if the save went through.
  const onSubmit = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    inFlight.current?.abort();
    const draft = readDraft(articleId);
    if (draft) writeDraft(articleId, { ...draft, submitted: true });
  }, [articleId]);

  // A refused save keeps the text in the form: the browser's copy counts again.
  useEffect(() => {
    if (!failure) return;
    const draft = readDraft(articleId);
    if (draft?.submitted) writeDraft(articleId, { ...draft, submitted: false });
  }, [failure, articleId]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // older browsers show the question only when a value is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // In-app navigation elsewhere (a link, back): asked first. Posting the form to its own page is not leaving.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && nextLocation.pathname !== currentLocation.pathname,
    [dirty],
  );
  const blocker = useNavigationBlocker(shouldBlock);

  const confirmLeave = useCallback(() => {
    forgetUnsaved();
    blocker.proceed?.();
  }, [blocker, forgetUnsaved]);

  return {
    formKey: generation,
    initial,
    baseVersion,
    recovered,
    status,
    dirty,
    onValuesChange,
    onSubmitting: onSubmit,
    discardRecovered,
    leaveOnPurpose,
    leaveBlocked: blocker.state === "blocked",
    confirmLeave,
    stay: () => blocker.reset?.(),
  };
}
