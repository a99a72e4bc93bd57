// axe on every public page at 1280 px: the suite is in helpers/axe-suite.ts.
import { describeAccessibilityAt } from "./helpers/axe-suite";

describeAccessibilityAt(1280, "public");
