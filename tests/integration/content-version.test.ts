import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion, readContentVersion } from "~/lib/content-version.server";
import { TEST_ENGINES, useTestDatabase, type TestDatabase } from "./helpers/database";

describe.each(TEST_ENGINES)("content version on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await useTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("starts at 0 and changes on every bump, also inside a transaction", async () => {
    expect(await readContentVersion("articles")).toBe("0");
    await bumpContentVersion("articles");
    expect(await readContentVersion("articles")).toBe("1");
    await t.database.db.transaction().execute((trx) => bumpContentVersion("articles", trx));
    expect(await readContentVersion("articles")).toBe("2");
    await Promise.all(Array.from({ length: 10 }, () => bumpContentVersion("articles")));
    expect(await readContentVersion("articles")).toBe("12");
  });
});
