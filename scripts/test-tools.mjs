// Runs before `npm test`: the browser tests drive Debian's Chromium (and its headless shell), and the
// HTML checker needs Java. What is missing is installed with apt-get where we can (root on Debian),
// as on a fresh CI machine; otherwise the run stops at once with the one command to type.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";

const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

const missing = [];
if (!process.env.CHROME_PATH) {
  if (!has("chromium")) missing.push("chromium");
  // what the browser tests drive (tests/e2e/helpers/browser.ts); Lighthouse keeps the full chromium
  if (!has("chromium-headless-shell")) missing.push("chromium-headless-shell");
}
// Java runs the W3C Nu HTML checker (vnu.jar, from npm) of tests/e2e/html-validity.test.ts
if (!has("java")) missing.push("default-jre-headless");

if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(" ")}`;
  const canInstall = process.getuid?.() === 0 && has("apt-get");
  if (!canInstall) {
    console.error(`\nThe tests need: ${missing.join(", ")}. Install them, then run npm test again:\n\n  sudo ${command}\n`);
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${missing.join(", ")}`);
  // slim Debian images lack this folder, and the JRE's install step needs it
  if (!existsSync("/usr/share/man/man1")) mkdirSync("/usr/share/man/man1", { recursive: true });
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (result.status !== 0) {
      console.error(`\napt-get ${args.join(" ")} failed. Run it yourself, then npm test again:\n\n  ${command}\n`);
      process.exit(1);
    }
  }
}
