import type { Page } from "playwright-core";

export interface AnnouncedNode {
  role: string;
  name: string;
  /** the expanded state, for a control that shows or hides something */
  expanded: boolean | undefined;
}

/**
 * What Chromium itself tells assistive technologies about the first node
 * whose accessible name matches (its accessibility tree, over CDP): native
 * semantics such as a <summary>'s expanded state, which Playwright's own
 * role engine does not compute.
 */
export async function announcedNode(page: Page, name: RegExp): Promise<AnnouncedNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: {
        ignored?: boolean;
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const node = nodes.find((n) => !n.ignored && name.test(String(n.name?.value ?? "")));
    if (!node) throw new Error(`nothing named ${name} in the accessibility tree`);
    const expanded = node.properties?.find((p) => p.name === "expanded")?.value.value;
    return {
      role: String(node.role?.value),
      name: String(node.name?.value),
      expanded: expanded === undefined ? undefined : Boolean(expanded),
    };
  } finally {
    await cdp.detach();
  }
}
