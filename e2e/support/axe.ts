import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's WCAG 2.1 A and AA rules, run in the page: shared by the browser tests that audit.

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');
let axeSource: string | undefined;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: { target: unknown[]; html: string; any?: { data?: unknown }[] }[];
  }[];
}

/** The whole document, or only the elements matching `selector` (e.g. a page's own `main`). */
export async function axeViolations(page: Page, selector?: string) {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern; a <script> tag (addScriptTag) would be an inline script the policy refuses.
  // Once per document: the signed-in audits change screens with pushState, so the page keeps
  // the axe it was given (0.5 MB to send and compile again per audit otherwise).
  if (!(await page.evaluate(() => 'axe' in window))) {
    axeSource ??= readFileSync(AXE_SCRIPT, 'utf8');
    await page.evaluate(axeSource);
  }
  const result = (await page.evaluate(
    ({ tags, selector }) =>
      (
        window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }
      ).axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { tags: WCAG_TAGS, selector },
  )) as AxeResult;
  return result.violations;
}

/** One readable block per violation: rule, impact, the elements and the rule's help page. */
export function summarise(violations: AxeResult['violations']) {
  return violations
    .map((v) => {
      const targets = v.nodes
        .map((n) => {
          // color-contrast says which colours it measured: the figure a fix needs.
          const data = n.any?.find((check) => check.data)?.data as
            { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const colours = data?.contrastRatio
            ? `  (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}:1)`
            : '';
          return `      ${JSON.stringify(n.target)}  ${n.html.replace(/\s+/g, ' ').slice(0, 160)}${colours}`;
        })
        .join('\n');
      return `  ${v.id} [${v.impact ?? 'n/a'}] ${v.help} (${v.nodes.length} element(s))\n${targets}\n    ${v.helpUrl}`;
    })
    .join('\n');
}
