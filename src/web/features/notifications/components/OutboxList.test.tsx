// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '#shared/contracts/outbox';
import * as answers from '#web/test/answers';
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
    await answers.loadsAfterBusy(<OutboxList />, 'GET /admin/outbox', {
      busy: 'Loading',
      data: { items: [sms], total: 1 },
      text: 'A shift for you on Monday',
    });
  });

  it('says when a channel has nothing, in English and German', async () => {
    stubApi({ 'GET /admin/outbox': { items: [], total: 0 } });
    await answers.findInBothLanguages(<OutboxList />, {
      en: 'Nothing here.',
      de: 'Hier ist nichts.',
    });
  });

  it('shows a refusal with a retry, and asks again', async () => {
    const answer = answers.failingUntilRecovered(
      apiError(403, 'FORBIDDEN', 'Administrators only'),
      {
        items: [sms],
        total: 1,
      },
    );
    const { calls } = stubApi({ 'GET /admin/outbox': answer });
    const { user } = renderWithApp(<OutboxList />);
    await answers.retryAfterError(user, 'Administrators only', answer.recover);
    expect(await screen.findByText('A shift for you on Monday')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/admin/outbox'))).toHaveLength(2);
  });
});
