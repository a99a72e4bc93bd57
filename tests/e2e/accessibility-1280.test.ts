// axe on every page at 1280 px: the suite is in helpers/axe-suite.ts, shared with accessibility-390.test.ts.
import { describeAccessibilityAt } from "./helpers/axe-suite";

describeAccessibilityAt(1280);
