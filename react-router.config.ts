import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { recordBuildLockFile } from "./scripts/build-if-stale.js";
import { precompressDirectory } from "./server/precompressed";

export default {
  ssr: true,
  appDirectory: "app",
  // Once every file of the build is written (React Router's manifest last): the brotli and gzip copies of the
  // browser's files, which the server sends as they are (server/precompressed.ts); then the package-lock.json the
  // build was made with, which `npm start` compares (scripts/build-if-stale.js).
  async buildEnd({ reactRouterConfig }) {
    const { files, bytes, compressed } = await precompressDirectory(path.join(reactRouterConfig.buildDirectory, "client"));
    const kb = (n: number) => `${Math.round(n / 1024)} kB`;
    console.log(`✓ ${files} files compressed: ${kb(bytes)} → brotli ${kb(compressed.br)}, gzip ${kb(compressed.gzip)}`);
    recordBuildLockFile();
  },
} satisfies Config;
