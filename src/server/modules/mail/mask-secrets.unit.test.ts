import { describe, expect, it } from 'vitest';
import { maskLink, maskSecrets } from './mask-secrets';

const TOKEN = 'Zq3x_Yv8-Lk2PwN0rT5uA7bC9dE1fG4hJ6kM8nQ0sT2';

describe('maskSecrets', () => {
  it('masks the token of each kind of link we mail, keeping where it leads', () => {
    expect(
      maskLink(`https://app.example/en/auth/create-new-password?email=a%40b.de&token=${TOKEN}`),
    ).toBe('https://app.example/en/auth/create-new-password?email=a%40b.de&token=•••');
    expect(maskLink(`https://app.example/api/auth/confirm-email/${TOKEN}`)).toBe(
      'https://app.example/api/auth/confirm-email/•••',
    );
    expect(maskLink(`https://app.example/de/auth/accept-invitation?token=${TOKEN}`)).toBe(
      'https://app.example/de/auth/accept-invitation?token=•••',
    );
    expect(
      maskLink(`https://app.example/de/offer?token=${encodeURIComponent(TOKEN)}&answer=accepted`),
    ).toBe('https://app.example/de/offer?token=•••&answer=accepted');
    expect(maskLink(`https://app.example/api/calendar/${TOKEN}.ics`)).toBe(
      'https://app.example/api/calendar/•••.ics',
    );
    expect(maskLink(`https://app.example/api/documents/1/download?expires=1&signature=short`)).toBe(
      'https://app.example/api/documents/1/download?expires=1&signature=•••',
    );
    // A secret under a name we do not know yet is masked by its looks; so is one in the fragment.
    expect(maskLink(`https://app.example/en/auth/magic?login=${TOKEN}#${TOKEN}`)).toBe(
      'https://app.example/en/auth/magic?login=•••#•••',
    );
  });

  it('leaves links without secrets, ids and the rest of the text alone', () => {
    const id = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
    const text = `Hello Jana,\n\nsee https://app.example/de/agency/jobs/${id} or https://app.example/de/my-shifts.\n\nThanks`;
    expect(maskSecrets(text)).toBe(text);
  });

  it('masks every link in a text, the sentence around them intact', () => {
    const text = `Reset: https://a.example/en/auth/create-new-password?token=${TOKEN}.\nYes: https://a.example/en/offer?token=${TOKEN}&answer=accepted`;
    const masked = maskSecrets(text);
    expect(masked).not.toContain(TOKEN);
    expect(masked).toBe(
      'Reset: https://a.example/en/auth/create-new-password?token=•••.\nYes: https://a.example/en/offer?token=•••&answer=accepted',
    );
  });
});
