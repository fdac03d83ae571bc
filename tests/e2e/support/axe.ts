import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import type { Role } from "../../../lib/console/permissions";

/**
 * The accessibility gate: axe-core with WCAG 2.0 A/AA, 2.1 AA and 2.2 AA rules on the
 * whole page as it stands (a dialog open, a chart drawn, an error shown). Zero violations.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * The roles whose pages and dialogs the gate checks: the two ends of what a role can see. The
 * admin reaches every page and control, with every patient field shown; the analyst sees the
 * fewest controls, with every patient field masked. The other roles' views are the same markup
 * with a mix of the two (ops: contact details shown, names masked), so checking the ends covers
 * them, in half the time of checking every role.
 */
export const AXE_ROLES = ["admin", "analyst"] as const satisfies readonly Role[];

/**
 * Turns CSS transitions and animations off for the pages of a page or context, from the next
 * navigation on. Otherwise axe may measure a colour halfway through one (a button fading in as
 * hydration enables it, a hover on its way) and fail a state no person ever sees settle.
 */
export async function freezeMotion(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const freeze = () => {
      const style = document.createElement("style");
      style.textContent =
        "*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }";
      document.head.append(style);
    };
    if (document.head) freeze();
    else document.addEventListener("DOMContentLoaded", freeze, { once: true });
  });
}

/** The violations, reduced to what a person needs to find and fix them. */
export async function violations(page: Page) {
  // Where motion is not frozen: running transitions jump to their end before axe looks.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // Endless animations (a spinner, a skeleton's pulse) cannot finish; they do not matter here.
      }
    }
  });
  // With no iframes, axe.run in the page itself checks exactly what the default run does, without
  // the default's second pass in a blank page opened for each check (about half of its time).
  // A page with frames keeps the default, which also reaches into cross-origin ones.
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (page.frames().length === 1) builder.setLegacyMode();
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}
