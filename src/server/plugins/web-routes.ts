import { isLanguage } from '#shared/language-codes';

/**
 * Whether a path is one of the web app's pages, given the route patterns the build wrote from
 * the router (`dist/web/routes.json`): literal segments, `:param`, optional `:param?`; the
 * `:lang` parameter only takes a language the app has.
 */
export function matchesRoute(patterns: readonly string[], pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean).map(decodeSegment);
  return patterns.some((pattern) => matchParts(pattern.split('/').filter(Boolean), parts));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchParts(pattern: readonly string[], parts: readonly string[]): boolean {
  if (pattern.length === 0) return parts.length === 0;
  const [head, ...rest] = pattern as [string, ...string[]];
  if (head.startsWith(':') && head.endsWith('?')) {
    if (matchParts(rest, parts)) return true;
    return parts.length > 0 && matchParts(rest, parts.slice(1));
  }
  if (parts.length === 0) return false;
  const [part, ...others] = parts as [string, ...string[]];
  if (head === ':lang') return isLanguage(part) && matchParts(rest, others);
  if (head.startsWith(':')) return matchParts(rest, others);
  return head === part && matchParts(rest, others);
}
