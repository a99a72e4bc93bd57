// axe on every page at 390 px: the suite is in helpers/axe-suite.ts, shared with accessibility-1280.test.ts.
import { describeAccessibilityAt } from "./helpers/axe-suite";

describeAccessibilityAt(390, "every rule");
