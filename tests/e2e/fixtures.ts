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
  // At rest: every transition jumps to where it is going (a toast fading in or out on its own timer was
  // measured mid-fade at 3.55:1), then two quiet frames in a row with no animation running.
  const still = await page.addStyleTag({
    content: "*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }",
  });
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    // Bounded: a page that never settles is measured as it is after about two seconds.
    for (let quiet = 0, frames = 0; quiet < 2 && frames < 120; frames += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY &&
            animation.playState === "running",
        );
      if (running.length === 0) quiet += 1;
      else {
        quiet = 0;
        await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.html.slice(0, 120)}: ${node.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`,
  );
  await still.evaluate((element) => (element as Element).remove());
  expect(summary).toEqual([]);
  // axe skips a control whose background it cannot resolve; painted badges and buttons are measured here.
  await expectReadableControls(page);
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

/**
 * Every visible badge and enabled button reads on its own background (4.5:1). axe leaves a label on a
 * painted control 'incomplete' rather than failing it: a light button given a shade ('orange.9') was
 * painted whole in it with its label gone, and axe passed.
 */
export async function expectReadableControls(page: Page): Promise<void> {
  const unreadable = await page.evaluate(() => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = [r, g, b].map((value) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
    };
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      ".mantine-Badge-root, .mantine-Button-root",
    )) {
      if (control.offsetParent === null || (control as HTMLButtonElement).disabled) continue;
      if (control.getAttribute("data-disabled") === "true") continue;
      const style = getComputedStyle(control);
      const background = channels(style.backgroundColor);
      // A transparent control reads on the page; only painted ones are measured here.
      if (background.length < 3 || background[3] === 0) continue;
      const base = background.slice(0, 3);
      const alpha = background[3] ?? 1;
      const painted = base.map((value) => alpha * value + (1 - alpha) * 255);
      const text = channels(style.color).slice(0, 3);
      const [light, dark] = [luminance(text), luminance(painted)].sort((a, b) => b - a);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      if (ratio < 4.5) found.push(`${control.textContent?.trim()} (${ratio.toFixed(2)}:1)`);
    }
    return found;
  });
  expect(unreadable).toEqual([]);
}
