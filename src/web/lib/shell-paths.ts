import { LANGUAGES } from '#shared/language-codes';
import { segments } from './paths';

/**
 * The signed-in screens people land on that get a prerendered app shell: the
 * frame and the page's heading as HTML at build (scripts/prerender.mjs), served for exactly
 * these paths and kept by the service worker for repeat visits. Each one's heading is the
 * route's title, never data; `titleKey` is the text the page's own <h1> shows.
 */
export const SHELL_SCREENS = [
  { segment: segments.myShifts, titleKey: 'myShifts.title' },
  { segment: segments.myTimesheets, titleKey: 'timesheets.title' },
  { segment: segments.orgCalendar, titleKey: 'calendar.title' },
  { segment: segments.hospital, titleKey: 'nav.dashboard' },
  { segment: segments.agencyJobs, titleKey: 'nav.newJobs' },
] as const;

export type ShellScreen = (typeof SHELL_SCREENS)[number];

/** The shell screen at a path such as `/de/my-shifts` (a trailing slash allowed), if any. */
export function shellScreenAt(pathname: string): ShellScreen | undefined {
  const match = /^\/([a-z]{2})\/(.+?)\/?$/.exec(pathname);
  if (!match || !(LANGUAGES as readonly string[]).includes(match[1]!)) return undefined;
  return SHELL_SCREENS.find((screen) => screen.segment === match[2]);
}
