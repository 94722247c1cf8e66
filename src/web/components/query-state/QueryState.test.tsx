// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpoint, returns } from '#shared/endpoint';
import { api } from '#web/lib/api-client';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { QueryState } from './QueryState';

/** An endpoint of this test only: the component does not care which one it shows. */
const namesEndpoint = endpoint('GET', '/names', returns<string[]>());

function Names({ empty }: { empty?: string }) {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: () => api.call(namesEndpoint),
  });
  return (
    <QueryState query={query} isEmpty={(data) => data.length === 0} empty={empty}>
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>
  );
}

/** As the app's cache asks again: here at once, so the test needs no timers. */
function RetriedNames() {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: () => api.call(namesEndpoint),
    retry: 1,
    retryDelay: 0,
  });
  return <QueryState query={query}>{(names) => <p>{names.join(', ')}</p>}</QueryState>;
}

describe('QueryState', () => {
  it('says calmly, in German, that the service is away while it asks again (503), then shows the data', async () => {
    let release: (value: string[]) => void = () => {};
    let tries = 0;
    stubApi({
      'GET /names': () => {
        tries += 1;
        return tries === 1
          ? apiError(503, 'UNAVAILABLE')
          : new Promise((resolve) => (release = resolve));
      },
    });
    renderWithApp(<RetriedNames />, { language: 'de' });
    expect(
      await screen.findByText(
        'Der Dienst ist kurz nicht erreichbar. Wir versuchen es gleich noch einmal.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    release(['Ada']);
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByText(/kurz nicht erreichbar/)).toBeNull();
  });

  it('is a busy status region while loading, then shows the data', async () => {
    let release: (value: string[]) => void = () => {};
    stubApi({ 'GET /names': () => new Promise((resolve) => (release = resolve)) });
    renderWithApp(<Names />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    release(['Ada', 'Grace']);
    expect(await screen.findByText('Ada, Grace')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says the loading in German', () => {
    stubApi({ 'GET /names': () => new Promise(() => {}) });
    renderWithApp(<Names />, { language: 'de' });
    expect(screen.getByRole('progressbar', { name: 'Wird geladen' })).toBeTruthy();
  });

  it("shows the server's error as an alert and fetches again on retry", async () => {
    let fail = true;
    const { calls } = stubApi({
      'GET /names': () => (fail ? apiError(403, 'FORBIDDEN', 'Not for you') : ['Ada']),
    });
    const { user } = renderWithApp(<Names />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not for you');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === '/names')).toHaveLength(2);
  });

  it('names the retry button in German', async () => {
    stubApi({ 'GET /names': apiError(500, 'INTERNAL') });
    renderWithApp(<Names />, { language: 'de' });
    await screen.findByRole('alert');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Erneut versuchen' }).disabled,
    ).toBe(false);
  });

  it("shows the caller's empty text, or the default one", async () => {
    stubApi({ 'GET /names': [] });
    const first = renderWithApp(<Names empty="No names yet." />);
    expect(await screen.findByText('No names yet.')).toBeTruthy();
    first.unmount();
    renderWithApp(<Names />, { language: 'de' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Noch nichts anzuzeigen.'),
    );
  });
});
