// `npm start`: builds when the build is missing or older than the sources, then serves.
import { buildIfStale } from "./build-if-stale.js";

buildIfStale();
process.env.NODE_ENV ??= "production";
await import("../server/main.js");
