import { describe, expect, it } from 'vitest';
import { batchEncoder, sseEvent } from './notifications.live';
import { toNotificationJson } from './notifications.payload';
import type { BatchRow } from './notifications.queries';

// A pool's events are encoded once per payload (decision 049, amended): every member must still
// receive exactly the bytes the per-row encoding gives, also when payload, time or readAt vary.

const kind = 'offer';
const requestId = '00000000-0000-4000-8000-000000000001';
const first = { title: 'Nachtdienst <Kardiologie> "A" & B', dates: [{ start: '2027-03-28T05:00:00.000Z' }], path: '/x' };
const second = { title: 'Other call', path: '/y' };
const at = new Date(Date.UTC(2027, 2, 27, 20, 30, 0, 123));

function row(n: number, extra: Partial<BatchRow>): BatchRow {
  return { id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, userId: `u${n}`, readAt: null, createdAt: at, unread: 1, ...extra };
}

describe('batchEncoder', () => {
  it('gives the bytes of sseEvent(toNotificationJson(row)) for every row of a batch', () => {
    const rows: [BatchRow, Record<string, unknown>][] = [
      [row(1, { payload: first }), first],
      [row(2, {}), first],
      [row(3, { readAt: new Date(at.getTime() + 5) }), first],
      [row(4, {}), first],
      [row(5, { payload: second }), second],
      [row(6, { createdAt: new Date(at.getTime() + 1) }), second],
      [row(7, {}), second],
    ];
    const encode = batchEncoder([kind, requestId, '2027-03-27 20:30:00.123+00']);
    for (const [batchRow, payload] of rows) {
      const expected = sseEvent('notification', toNotificationJson({ ...batchRow, kind, requestId, payload }));
      expect(encode(batchRow)).toBe(expected);
    }
  });
});
