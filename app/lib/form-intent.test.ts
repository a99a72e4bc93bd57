import { describe, expect, it } from "vitest";
import { dispatchIntent, formIntent } from "./form-intent";

const form = (entries: [string, string | Blob][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("formIntent", () => {
  it("reads the intent field, or nothing when it is missing or a file", () => {
    expect(formIntent(form([["intent", "create"]]))).toBe("create");
    expect(formIntent(form([["name", "x"]]))).toBe("");
    expect(formIntent(form([["intent", new Blob(["create"])]]))).toBe("");
  });
});

describe("dispatchIntent", () => {
  const handlers = { create: (intent: string) => `created (${intent})`, remove: () => "removed" };
  const unknown = (intent: string) => `unknown '${intent}'`;

  it("runs the handler the intent names, with the intent", () => {
    expect(dispatchIntent(form([["intent", "create"]]), handlers, unknown)).toBe("created (create)");
    expect(dispatchIntent(form([["intent", "remove"]]), handlers, unknown)).toBe("removed");
  });

  it("answers an unknown, missing or inherited intent with the fallback", () => {
    expect(dispatchIntent(form([["intent", "delete"]]), handlers, unknown)).toBe("unknown 'delete'");
    expect(dispatchIntent(form([]), handlers, unknown)).toBe("unknown ''");
    expect(dispatchIntent(form([["intent", "constructor"]]), handlers, unknown)).toBe("unknown 'constructor'");
    expect(dispatchIntent(form([["intent", "toString"]]), handlers, unknown)).toBe("unknown 'toString'");
  });
});
