import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // native and heavy server-only packages stay in node_modules
    external: ["better-sqlite3", "sharp", "pg", "pino", "@aws-sdk/client-s3"],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
