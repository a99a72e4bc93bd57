/**
 * The W3C Nu HTML checker (the `vnu-jar` package's vnu.jar) on the machine's
 * Java: every document in one run, since starting the JVM costs seconds.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface NuMessage {
  /** the document's name, as given */
  document: string;
  /** 'error', or 'warning' (the checker's info messages that are warnings; plain info is dropped) */
  kind: "error" | "warning";
  message: string;
  line?: number;
  extract?: string;
}

interface RawMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const JAVA_MISSING =
  "Java is needed to run the W3C Nu HTML checker (vnu.jar) and was not found on this machine: " +
  "install it with `apt-get install -y default-jre-headless` (.ci/run does so when `java` is absent).";

function javaVersion(): string {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) throw new Error(JAVA_MISSING);
  return result.stderr.split("\n")[0] ?? "";
}

function vnuJar(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
}

/** Checks every document in one JVM; returns its errors and warnings, each naming its document. */
export async function checkHtml(documents: readonly { name: string; html: string }[]): Promise<NuMessage[]> {
  javaVersion();
  const dir = mkdtempSync(path.join(tmpdir(), "az-vnu-"));
  try {
    const byFile = new Map<string, string>();
    const files = documents.map((document, i) => {
      const file = path.join(dir, `${String(i).padStart(3, "0")}.html`);
      writeFileSync(file, document.html);
      byFile.set(file, document.name);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      // The checker exits 1 when it found errors: its JSON report is read either way.
      execFile(
        "java",
        // One short run: the quick JIT alone and one GC thread use half the CPU of the defaults (C2 compiles for a
        // long-running server) and finish sooner on a busy machine.
        ["-Xss16m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", vnuJar(), "--format", "json", "--stdout", ...files],
        { maxBuffer: 256 * 1024 * 1024, timeout: 300_000 },
        (error, stdout, stderr) => {
          if (stdout.trim().startsWith("{")) resolve(stdout);
          else reject(new Error(`the Nu HTML checker did not report: ${error?.message ?? ""}\n${stderr}`));
        },
      );
    });
    const messages = (JSON.parse(output) as { messages: RawMessage[] }).messages;
    // the checker names a file 'file:/tmp/…'
    const documentName = (url: string | undefined) =>
      (url?.startsWith("file:") ? byFile.get(fileURLToPath(url)) : undefined) ?? url ?? "(no document)";
    return messages
      .filter((m) => m.type !== "info" || m.subType === "warning")
      .map((m) => ({
        document: documentName(m.url),
        kind: m.type === "info" ? "warning" : "error",
        message: m.message,
        line: m.lastLine,
        extract: m.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
