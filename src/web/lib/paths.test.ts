import { describe, expect, it } from 'vitest';
import { languageOfPath, paths, segmentOfPath, switchLanguagePath } from './paths';

describe('paths', () => {
  it('builds every URL under the language', () => {
    expect(paths.home('de')).toBe('/de');
    expect(paths.signIn('en')).toBe('/en/auth/sign-in');
    expect(paths.signUp('de', 'organisation')).toBe('/de/auth/sign-up/organisation');
    expect(paths.signUp('en')).toBe('/en/auth/sign-up');
    expect(paths.createJob('en')).toBe('/en/hospital/create-job');
    expect(paths.createJob('en', 'a/b')).toBe('/en/hospital/create-job/a%2Fb');
    expect(paths.agencyJobs('de')).toBe('/de/agency/jobs');
    expect(paths.emailConfirmation('en', { status: 'invalid' })).toBe(
      '/en/auth/email-confirmation?status=invalid',
    );
    expect(paths.createNewPassword('en', { email: 'a+b@c.de', token: 't' })).toBe(
      '/en/auth/create-new-password?email=a%2Bb%40c.de&token=t',
    );
  });

  it('sends each role to its home after sign-in', () => {
    expect(paths.homeForRole('en', 'ORG_ADMIN')).toBe('/en/hospital');
    expect(paths.homeForRole('en', 'ADMIN')).toBe('/en/hospital');
    expect(paths.homeForRole('de', 'ORG_SUB')).toBe('/de/hospital');
    expect(paths.homeForRole('de', 'AGENCY')).toBe('/de/agency/jobs');
    expect(paths.homeForRole('en', 'USER')).toBe('/en/my-shifts');
  });

  it('switches the language, keeping path, search and hash', () => {
    expect(
      switchLanguagePath(
        { pathname: '/en/auth/sign-up/agency', search: '?x=1', hash: '#top' },
        'de',
      ),
    ).toBe('/de/auth/sign-up/agency?x=1#top');
    expect(switchLanguagePath({ pathname: '/de' }, 'en')).toBe('/en');
    expect(switchLanguagePath({ pathname: '/' }, 'de')).toBe('/de');
    expect(switchLanguagePath({ pathname: '/fr/x' }, 'de')).toBe('/de/fr/x');
  });

  it('reads the language and the rest of a path', () => {
    expect(languageOfPath('/de/hospital')).toBe('de');
    expect(languageOfPath('/fr/hospital')).toBeUndefined();
    expect(segmentOfPath('/de/agency/jobs')).toBe('agency/jobs');
    expect(segmentOfPath('/en')).toBe('');
  });
});
