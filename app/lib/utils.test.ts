import { describe, expect, it } from "vitest";
import { cn } from "./utils";

describe("cn", () => {
  it("joins conditional classes", () => {
    const hidden = Math.random() > 2;
    expect(cn("a", hidden && "b", null, undefined, { c: true, d: false }, ["e"])).toBe("a c e");
  });
  it("lets a later class of the same group win", () => {
    expect(cn("inline-flex h-11 px-5", "hidden sm:inline-flex")).toBe("h-11 px-5 hidden sm:inline-flex");
    expect(cn("h-11 px-5 text-sm", "h-9 px-3 text-xs")).toBe("h-9 px-3 text-xs");
    expect(cn("bg-white text-ink", "bg-copper-600 text-white")).toBe("bg-copper-600 text-white");
    expect(cn("font-semibold", "font-bold")).toBe("font-bold");
    // a button's label that may wrap on a phone (the base button never wraps)
    expect(cn("inline-flex whitespace-nowrap", "whitespace-normal")).toBe("inline-flex whitespace-normal");
  });
  it("keeps classes of different groups or variants", () => {
    expect(cn("text-sm text-slate-700", "text-center")).toBe("text-sm text-slate-700 text-center");
    expect(cn("px-4", "sm:px-6", "lg:px-8")).toBe("px-4 sm:px-6 lg:px-8");
    expect(cn("w-full", "max-w-sm", "-mt-2", "mt-4")).toBe("w-full max-w-sm mt-4");
    expect(cn("bg-gradient-to-br", "bg-white")).toBe("bg-gradient-to-br bg-white");
    expect(cn("rounded-lg shadow-sm", "rounded-full")).toBe("shadow-sm rounded-full");
    expect(cn("rounded-full", "rounded-t-none")).toBe("rounded-full rounded-t-none");
    expect(cn("ring-1 ring-slate-900/5")).toBe("ring-1 ring-slate-900/5");
    expect(cn("shadow-lg shadow-black/5", "shadow-sm")).toBe("shadow-black/5 shadow-sm");
    expect(cn("focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500")).toBe(
      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-500",
    );
    expect(cn("text-balance text-ink text-lg")).toBe("text-balance text-ink text-lg");
  });
});
