import type { Browser, BrowserContext } from 'playwright-core';

/** One thing the browser refused because of the Content-Security-Policy (or a header it could not parse). */
export interface PolicyViolation {
  /** 'event': a securitypolicyviolation event; 'console': Chromium's console message about it. */
  kind: 'event' | 'console';
  page: string;
  text: string;
}

const BINDING = '__reportPolicyViolation';
// Chromium's console wording for CSP violations and for a Permissions-Policy it cannot parse.
const CONSOLE_PATTERN = /Content Security Policy|Permissions-Policy|Permissions policy/i;

/**
 * Collects the policy violations of every page in the contexts it watches: securitypolicyviolation
 * events (an init script reports each to this process at once, so a navigation loses none) and
 * Chromium's console messages about them.
 */
export class PolicyWatch {
  private found: PolicyViolation[] = [];
  private watched = new WeakSet<BrowserContext>();

  async watch(context: BrowserContext): Promise<void> {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.exposeBinding(BINDING, ({ page }, text: string) => {
      this.found.push({ kind: 'event', page: page.url(), text });
    });
    await context.addInitScript((binding: string) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
        report?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}: ${event.sample}`,
        );
      });
    }, BINDING);
    context.on('console', (message) => {
      const text = message.text();
      if (CONSOLE_PATTERN.test(text))
        this.found.push({ kind: 'console', page: message.page()?.url() ?? '', text });
    });
  }

  /** The violations recorded so far, which are then forgotten. */
  take(): PolicyViolation[] {
    return this.found.splice(0);
  }
}

/** The violations of every browser this test file launched (launchBrowser watches each context). */
export const policyViolations = new PolicyWatch();

/** Watches every context the browser opens (browser.newPage opens one too). */
export function watchPolicies(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await policyViolations.watch(context);
    return context;
  };
  return browser;
}

export function describeViolations(violations: PolicyViolation[]): string {
  return violations.map((v) => `  [${v.kind}] ${v.page}: ${v.text}`).join('\n');
}
