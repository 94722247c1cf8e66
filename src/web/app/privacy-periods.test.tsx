// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '#shared/retention';
import { renderWithApp } from '#web/test/render';
import { PrivacyPage } from '#web/routes/public/LegalPage';

// The privacy policy states the retention periods the server's nightly task applies.

describe('the privacy page', () => {
  it('states the retention periods from the shared constants (en)', async () => {
    renderWithApp(<PrivacyPage />, { language: 'en' });
    expect(
      await screen.findByText(
        `Server logs are deleted after ${RETENTION.logMonths} months at the latest. The platform itself deletes the following automatically every night:`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        `invitations nobody answered: ${RETENTION.expiredInvitationDays} days after they expired;`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`: ${RETENTION.unusedUploadDays} days after the upload\\.$`)),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
  });

  it('states them in German too', async () => {
    renderWithApp(<PrivacyPage />, { language: 'de' });
    expect(
      await screen.findByText(
        `unbeantwortete Einladungen: ${RETENTION.expiredInvitationDays} Tage nach ihrem Ablauf;`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`: ${RETENTION.unusedUploadDays} Tage nach dem Hochladen\\.$`)),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`nach ${RETENTION.logMonths} Monaten;$`))).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
  });
});
