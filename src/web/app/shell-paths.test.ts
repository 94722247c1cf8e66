import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './router';
import { SHELL_SCREENS, shellScreenAt } from '#web/lib/shell-paths';

describe('shellScreenAt', () => {
  it('finds a shell screen in either language, with or without a trailing slash', () => {
    expect(shellScreenAt('/de/my-shifts')?.titleKey).toBe('myShifts.title');
    expect(shellScreenAt('/en/organisations/calendar/')?.titleKey).toBe('calendar.title');
  });

  it('has none for other paths, other languages or deeper paths', () => {
    expect(shellScreenAt('/de')).toBeUndefined();
    expect(shellScreenAt('/fr/my-shifts')).toBeUndefined();
    expect(shellScreenAt('/de/hospital/staff')).toBeUndefined();
    expect(shellScreenAt('/de/auth/sign-in')).toBeUndefined();
  });

  it('names only paths the router has as signed-in pages', () => {
    for (const { segment } of SHELL_SCREENS) {
      const matched = matchRoutes(routes, `/de/${segment}`) ?? [];
      expect(matched.at(-1)?.route.path, segment).toBe(segment);
    }
  });
});
