// axe on every public page at 390 px: the suite is in helpers/axe-suite.ts.
import { describeAccessibilityAt } from "./helpers/axe-suite";

describeAccessibilityAt(390, "public");
