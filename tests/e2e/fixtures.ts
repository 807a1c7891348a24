import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and uncaught exceptions seen by the page; a journey ends with none. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Fails with the list of WCAG A/AA violations on the page, once the page is at rest: a dialog still
 * fading in blends its colours with the page behind it, and axe would measure the contrast of a frame
 * of the animation (4.48:1 for red on pink) rather than of what the user reads.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 120)}: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Fails with the buttons whose label is cut at the button's edge (wider than the room it has), as a
 * 390 px phone shows a label that does not fit: the text simply stops mid-word.
 */
export async function expectNoCutLabels(page: Page): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".mantine-Button-label")]
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? ""),
  );
  expect(cut).toEqual([]);
}
