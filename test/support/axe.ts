// axe-core (Deque's accessibility engine) run inside a Playwright page: the WCAG 2.x A/AA rules,
// reporting the violations a person meets (impact serious or critical) with where they are.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Serious and critical violations on the page (or inside `include`, a CSS selector). */
export async function seriousAccessibilityViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  // Evaluated, not added as a <script>: the store's Content-Security-Policy may forbid inline
  // scripts, and DevTools evaluation is not subject to it.
  await page.evaluate(axeSource);
  return page.evaluate(async (context) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    }
    const axe = (globalThis as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run(context ? { include: [context] } : { exclude: [] }, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
        summary: violation.nodes[0]?.failureSummary ?? '',
      }));
  }, include ?? null);
}

/** Whether the page is wider than the viewport (it scrolls sideways), and what sticks out. */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; viewport: number; widest: string[] }> {
  // A string: this file is compiled without the DOM's types; the code runs in the page.
  return page.evaluate(`(() => {
    const viewport = document.documentElement.clientWidth;
    const widest = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .slice(0, 5)
      .map((element) => element.tagName.toLowerCase() + '.' + String(element.className).split(' ').join('.') + ' → ' + Math.round(element.getBoundingClientRect().right) + 'px');
    return { scrollWidth: document.documentElement.scrollWidth, viewport, widest };
  })()`);
}
