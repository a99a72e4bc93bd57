import { Loader2, Sparkles, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { notify } from "~/lib/notify";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";
import { requestGeneration } from "./generate-client";
import { applyGeneratedContent, type GeneratedFormFields } from "./form-merge";
import { AI_MESSAGES } from "./messages";
import { buildPrompt } from "./prompt";

export interface AiAssistantPanelProps {
  /** 'write' shows 'Générer avec IA', 'edit' shows 'Remplacer avec IA'. */
  mode: "write" | "edit";
  /** The editor's current values (a generation fills only what docs/product.md#ai-generation says). */
  values: GeneratedFormFields;
  /**
   * Receives the fields to change: the partial content on each streamed piece,
   * the post-processed fields at the end, the previous content after a failure
   * or a cancellation.
   */
  onApply: (next: Partial<GeneratedFormFields>) => void;
  /** Told when a generation starts and ends (the editor locks its content meanwhile, so nothing typed is overwritten). */
  onBusyChange?: (busy: boolean) => void;
}

export const GENERATION_CANCELLED = "Génération annulée";

/**
 * The editor's AI assistant (docs/product.md#ai-generation): an
 * optional main keyword, a topic, and the button, disabled while generating
 * or when the topic is empty. The answer is streamed into the content as it
 * arrives; at the end applyGeneratedContent fills the title/excerpt/keywords
 * (docs/product.md#ai-generation). A failure or 'Annuler' puts back the content that was there
 * before. Nothing is saved or published by a generation.
 */
export function AiAssistantPanel({ mode, values, onApply, onBusyChange }: AiAssistantPanelProps) {
  const [keyword, setKeyword] = useState("");
  const [topic, setTopic] = useState("");
  const [generating, setGenerating] = useState(false);
  const id = useId();
  const keywordInput = useRef<HTMLInputElement>(null);
  const topicInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration({ keyword: keywordInput, topic: topicInput }, { keyword, topic }, (typed) => {
    if (typed.keyword !== undefined) setKeyword(typed.keyword);
    if (typed.topic !== undefined) setTopic(typed.topic);
  });
  // The form's values as last rendered, read when a generation starts and when its answer arrives.
  // Assigned during render, not in an effect: a click right after typing must see what was typed.
  const latest = useRef(values);
  latest.current = values;

  // 'Annuler' and leaving the page abort the request (the server then aborts the provider's).
  const controller = useRef<AbortController | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current?.abort();
    };
  }, []);

  async function generate() {
    if (!topic.trim()) {
      notify("error", AI_MESSAGES.topicRequired);
      return;
    }
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const previousContent = latest.current.content;
    let streamed = "";
    setGenerating(true);
    onBusyChange?.(true);
    try {
      // POST /api/generate-article {prompt, type: 'article'}; always resolves with {success, content, error}.
      const outcome = await requestGeneration(buildPrompt(topic, keyword), {
        signal: abort.signal,
        onDelta: (text) => {
          if (abort.signal.aborted) return;
          streamed += text;
          onApply({ content: streamed });
        },
      });
      if (!mounted.current) return; // the editor was left: nothing to update
      if (outcome.success && outcome.content?.trim()) {
        const { title, excerpt, keywords, content } = applyGeneratedContent(latest.current, outcome.content, keyword);
        onApply({ title, excerpt, keywords, content });
        notify("success", AI_MESSAGES.success);
      } else {
        onApply({ content: previousContent });
        if (outcome.cancelled || abort.signal.aborted) notify("info", GENERATION_CANCELLED);
        else notify("error", AI_MESSAGES.failure(outcome.error ?? "réponse vide"));
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      if (mounted.current) {
        setGenerating(false);
        onBusyChange?.(false);
      }
    }
  }

  const label = mode === "edit" ? AI_MESSAGES.replace : AI_MESSAGES.generate;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[var(--radius-card)] border border-copper-200 bg-gradient-to-br from-copper-50 to-white p-5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-copper-600 text-white">
          <Sparkles className="size-4.5" aria-hidden />
        </span>
        <div>
          <h2 id={`${id}-title`} className="text-base font-semibold">
            Assistant IA
          </h2>
          <p className="text-sm text-slate-600">Rédigez un premier jet à partir d'un sujet, puis relisez-le avant de publier.</p>
        </div>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
        <div>
          <Label htmlFor={`${id}-keyword`}>Mot-clé principal (optionnel)</Label>
          <Input
            ref={keywordInput}
            id={`${id}-keyword`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="ex. gouttière zinc"
            disabled={generating}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-topic`}>Sujet de l'article</Label>
          <Input
            ref={topicInput}
            id={`${id}-topic`}
            value={topic}
            onChange={(e) => setTopic(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                if (!generating && topic !== "") void generate();
              }
            }}
            placeholder="ex. Comment entretenir ses gouttières avant l'hiver"
            disabled={generating}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void generate()} disabled={generating || topic === ""} className="h-[46px]">
            {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {label}
          </Button>
          {generating ? (
            <Button variant="outline" onClick={() => controller.current?.abort()} className="h-[46px]">
              <X aria-hidden />
              Annuler
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
