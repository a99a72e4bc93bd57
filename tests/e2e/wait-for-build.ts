// Setup file of the browser tests (vitest.config.ts): a test file starts once this run's production
// build, begun in the background by global-setup.ts, is ready. Here rather than in a beforeAll hook,
// whose timeout is meant for servers, not for a build on a busy machine.
import { productionBuildReady } from "./helpers/production-build";

await productionBuildReady();
