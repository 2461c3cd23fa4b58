import type { Page } from "@playwright/test";

/** The back office's pages, found as the owner finds them: from its first page, link by link. */
export async function backOfficePaths(page: Page): Promise<string[]> {
  const seen = new Set<string>(["/admin/items"]);
  const queue = ["/admin/items"];
  while (queue.length > 0) {
    await page.goto(queue.shift()!);
    const hrefs = await page.locator('a[href^="/admin"]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    for (const href of hrefs) {
      // The orders' CSV is a download, not a page.
      if (seen.has(href) || href.endsWith(".csv")) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  return [...seen];
}
