import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Browser tests run against the production build: build it once when it is missing or stale. */
export default function setup() {
  if (process.env.SKIP_BUILD === "1" && existsSync("build/server/index.js")) return;
  const result = spawnSync(process.execPath, ["scripts/build-if-stale.js"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("the production build failed");
}
