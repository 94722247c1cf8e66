// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConsentStatus } from '#shared/contracts/consent';
import { renderWithApp, stubApi } from '#web/test/render';
import { useConsentStatus } from '../api';
import { ConsentForm } from './ConsentForm';
import { ConsentGate } from './ConsentGate';

// The consent gate: a version in effect and not accepted comes before anything
// else; an announced one is a notice. Everything works from the keyboard.

const T2 = { document: 'terms' as const, version: 't2', effectiveAt: '2026-12-29T08:00:00.000Z' };
const status = (over: Partial<ConsentStatus>): ConsentStatus => ({
  required: [],
  announced: [],
  accepted: [],
  ...over,
});

function ConsentScreen() {
  const { data } = useConsentStatus();
  return data ? (
    <ConsentForm entries={data.required.length > 0 ? data.required : data.announced} />
  ) : null;
}

function app(lang: 'en' | 'de', route: string) {
  return renderWithApp(
    <Routes>
      <Route
        path={`/${lang}/account/consent`}
        element={
          <ConsentGate>
            <ConsentScreen />
          </ConsentGate>
        }
      />
      <Route
        path={`/${lang}/hospital`}
        element={
          <ConsentGate>
            <p>Dashboard</p>
          </ConsentGate>
        }
      />
    </Routes>,
    { language: lang, route },
  );
}

describe('ConsentGate', () => {
  it('sends the person to accept a version in effect first, and records it from the keyboard', async () => {
    const { calls } = stubApi({
      'GET /user/consent': status({ required: [T2] }),
      'POST /user/consent': status({
        accepted: [{ document: 'terms', version: 't2', acceptedAt: '2026-12-29T08:00:00.000Z' }],
      }),
    });
    const { user } = app('en', '/en/hospital');
    expect(await screen.findByRole('link', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.queryByText('Dashboard')).toBeNull();
    expect(screen.getByText(/takes effect on 29\/12\/2026/)).toBeTruthy();

    // Submitting without the tick says why and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByText('Please tick the box to accept.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    screen.getByRole('checkbox', { name: 'I have read and accept these versions.' }).focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { terms: 't2' },
      ]),
    );
  });

  it('shows an announced version as a notice and the page itself (German)', async () => {
    stubApi({ 'GET /user/consent': status({ announced: [T2] }) });
    app('de', '/de/hospital');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('.MuiAlert-message')?.textContent).toBe(
        'Neue Fassungen gelten ab 29.12.2026: Allgemeine Geschäftsbedingungen. Lesen und annehmen',
      ),
    );
    expect(screen.getByRole('link', { name: 'Lesen und annehmen' }).getAttribute('href')).toBe(
      '/de/account/consent',
    );
  });

  it('shows the page when nothing is to accept', async () => {
    const { calls } = stubApi({ 'GET /user/consent': status({}) });
    app('en', '/en/hospital');
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(document.querySelector('.MuiAlert-message')).toBeNull();
  });
});
