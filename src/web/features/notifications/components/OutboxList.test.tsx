// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '#shared/contracts/outbox';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { OutboxList } from './OutboxList';

const sms: OutboxItem = {
  id: 1,
  channel: 'sms',
  recipient: '+49 170 1234567',
  template: 'offer',
  subject: '',
  bodyText: 'A shift for you on Monday',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: '2026-03-02T08:00:00.000Z',
  sentAt: null,
};

describe('OutboxList', () => {
  it('is busy while loading, then lists the messages', async () => {
    let release: (value: unknown) => void = () => {};
    stubApi({ 'GET /admin/outbox': () => new Promise((resolve) => (release = resolve)) });
    renderWithApp(<OutboxList />);
    expect(screen.getByRole('status', { name: 'Loading' }).getAttribute('aria-busy')).toBe('true');
    release({ items: [sms], total: 1 });
    expect(await screen.findByText('A shift for you on Monday')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says when a channel has nothing, in English and German', async () => {
    stubApi({ 'GET /admin/outbox': { items: [], total: 0 } });
    const first = renderWithApp(<OutboxList />);
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
    first.unmount();
    renderWithApp(<OutboxList />, { language: 'de' });
    expect(await screen.findByText('Hier ist nichts.')).toBeTruthy();
  });

  it('shows a refusal with a retry, and asks again', async () => {
    let fail = true;
    const { calls } = stubApi({
      'GET /admin/outbox': () =>
        fail ? apiError(403, 'FORBIDDEN', 'Administrators only') : { items: [sms], total: 1 },
    });
    const { user } = renderWithApp(<OutboxList />);
    expect((await screen.findByRole('alert')).textContent).toContain('Administrators only');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('A shift for you on Monday')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/admin/outbox'))).toHaveLength(2);
  });
});
