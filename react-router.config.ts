import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDirectory } from "./server/precompressed";

export default {
  ssr: true,
  appDirectory: "app",
  // Once every file of the browser's build is written (React Router's manifest last): their brotli and gzip
  // copies, which the server sends as they are (server/precompressed.ts).
  async buildEnd({ reactRouterConfig }) {
    const { files, bytes, compressed } = await precompressDirectory(path.join(reactRouterConfig.buildDirectory, "client"));
    const kb = (n: number) => `${Math.round(n / 1024)} kB`;
    console.log(`✓ ${files} files compressed: ${kb(bytes)} → brotli ${kb(compressed.br)}, gzip ${kb(compressed.gzip)}`);
  },
} satisfies Config;
