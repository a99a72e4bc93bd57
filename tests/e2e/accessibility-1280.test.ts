// axe on every page at 1280 px: the suite is in helpers/axe-suite.ts, shared with accessibility-390.test.ts. The rules
// that read only the document ran at 390 px; here they check what a phone does not show.
import { describeAccessibilityAt } from "./helpers/axe-suite";

describeAccessibilityAt(1280, "layout, and what a phone does not show");
