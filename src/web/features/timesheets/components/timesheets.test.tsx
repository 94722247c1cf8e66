// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Timesheet } from '#shared/contracts/timesheets';
import { apiError, renderWithApp, stubApi } from '#web/test/render';
import { AutoApproveSetting } from './AutoApproveSetting';
import { ConfirmTimesheets } from './ConfirmTimesheets';
import { WeekTimesheets } from './WeekTimesheets';

// Fixed instants (Berlin is UTC+1 in November): nothing depends on the day the test runs.
const sheet = (overrides: Partial<Timesheet> = {}): Timesheet => ({
  _id: '3f2a9c1b-0000-4000-8000-000000000001',
  requestId: '3f2a9c1b-0000-4000-8000-0000000000aa',
  title: 'Frühdienst Kardiologie',
  organisationName: 'Klinikum Nord',
  organisationTimeZone: 'Europe/Berlin',
  departmentName: 'Kardiologie',
  person: { _id: '3f2a9c1b-0000-4000-8000-0000000000bb', name: 'Nina Neumann' },
  agency: null,
  state: 'awaiting_worker',
  booked: { start: '2026-11-03T05:00:00.000Z', end: '2026-11-03T13:00:00.000Z' },
  actual: null,
  workedMinutes: null,
  surchargeMinutes: null,
  warnings: [],
  submitted: null,
  approved: null,
  correctionReason: null,
  ownHours: false,
  ...overrides,
});

describe('the worker’s timesheets', () => {
  it('confirms the hours as booked with one tap', async () => {
    const { calls } = stubApi({
      'GET /timesheets/to-confirm': { items: [sheet()] },
      [`POST /timesheets/${sheet()._id}/confirm`]: sheet({ state: 'submitted' }),
    });
    const { user } = renderWithApp(<ConfirmTimesheets />);
    expect(await screen.findByText('Frühdienst Kardiologie')).toBeTruthy();
    expect(screen.getByText('Booked: 03/11/2026 06:00 – 14:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hours as booked' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ asBooked: true });
  });

  it('speaks German and sends edited times on the clinic’s clock, showing the server’s field error', async () => {
    const { calls } = stubApi({
      'GET /timesheets/to-confirm': { items: [sheet()] },
      [`POST /timesheets/${sheet()._id}/confirm`]: {
        __status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Einige Felder sind ungültig.',
          details: [
            {
              field: 'end',
              key: 'Timesheet_overlaps_shift',
              message: 'Diese Zeiten überschneiden sich mit einem anderen Dienst derselben Person',
            },
          ],
        },
      },
    });
    const { user } = renderWithApp(<ConfirmTimesheets />, { language: 'de' });
    expect(await screen.findByRole('button', { name: 'Stunden wie geplant' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zeiten und Pause ändern' }));
    const breakField = screen.getByLabelText(/Pause \(Minuten\)/);
    await user.clear(breakField);
    await user.type(breakField, '45');
    await user.click(screen.getByRole('button', { name: 'Stunden senden' }));
    expect(
      await screen.findByText(
        'Diese Zeiten überschneiden sich mit einem anderen Dienst derselben Person',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      start: '2026-11-03T05:00:00.000Z',
      end: '2026-11-03T13:00:00.000Z',
      breakMinutes: 45,
    });
  });

  it('says when there is nothing to confirm', async () => {
    stubApi({ 'GET /timesheets/to-confirm': { items: [] } });
    renderWithApp(<ConfirmTimesheets />);
    expect(await screen.findByText('No hours to confirm.')).toBeTruthy();
  });
});

describe('the ward manager’s week', () => {
  const submitted = sheet({
    state: 'submitted',
    actual: {
      start: '2026-11-03T05:00:00.000Z',
      end: '2026-11-03T13:00:00.000Z',
      breakMinutes: 30,
    },
    workedMinutes: 450,
  });
  const warned = sheet({
    _id: '3f2a9c1b-0000-4000-8000-000000000002',
    person: { _id: '3f2a9c1b-0000-4000-8000-0000000000cc', name: 'Anna Arzt' },
    state: 'submitted',
    actual: {
      start: '2026-11-04T05:00:00.000Z',
      end: '2026-11-04T17:00:00.000Z',
      breakMinutes: 45,
    },
    workedMinutes: 675,
    warnings: ['over_10h'],
  });

  it('lists the week from its Monday, shows warnings, and approves all with the acknowledgement', async () => {
    const { calls } = stubApi({
      'GET /timesheets/week': { items: [submitted, warned] },
      'POST /timesheets/approve': { items: [] },
    });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />);
    expect(await screen.findByText('Nina Neumann · Klinikum Nord · Kardiologie')).toBeTruthy();
    expect(calls[0]?.path).toBe('/timesheets/week?week=2026-11-02');
    expect(screen.getByText('More than 10 hours of work on one day (§3 ArbZG)')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Working Hours Act warnings/ }));
    await user.click(screen.getByRole('button', { name: 'Approve all 2 timesheets' }));
    // Approving cannot be undone: asked first, nothing sent until confirmed.
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 timesheets?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 2' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ids: [submitted._id, warned._id],
      acknowledgeWarnings: true,
    });
  });

  it('says what waits in earlier weeks and opens that week (German)', async () => {
    const { calls } = stubApi({
      'GET /timesheets/week': (call: { path: string }) =>
        call.path.includes('week=2026-11-02')
          ? { items: [], waitingBefore: { count: 2, latestWeek: '2026-10-26' } }
          : { items: [submitted], waitingBefore: { count: 0, latestWeek: null } },
    });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />, { language: 'de' });
    expect(
      await screen.findByText('2 Stundenzettel warten in früheren Wochen auf Freigabe.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zur Woche vom 26.10.2026' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/timesheets/week?week=2026-10-26'));
    expect(await screen.findByText('Nina Neumann · Klinikum Nord · Kardiologie')).toBeTruthy();
  });

  it('offers no correction for a shift that is not over, and says so', async () => {
    const later = sheet({
      _id: '3f2a9c1b-0000-4000-8000-000000000009',
      booked: { start: '2099-11-05T05:00:00.000Z', end: '2099-11-05T13:00:00.000Z' },
    });
    stubApi({ 'GET /timesheets/week': { items: [sheet(), later] } });
    renderWithApp(<WeekTimesheets today="2026-11-05" />, { language: 'de' });
    expect(await screen.findByText('Noch nicht beendet')).toBeTruthy();
    // Only the shift that is over waits for its hours and can be corrected.
    expect(screen.getAllByText('Zu bestätigen')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Korrigieren' })).toHaveLength(1);
  });

  it('asks before approving one timesheet and sends nothing when cancelled', async () => {
    const { calls } = stubApi({ 'GET /timesheets/week': { items: [submitted] } });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />);
    await user.click(
      await screen.findByRole('button', { name: 'Approve the hours of Nina Neumann' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve these hours?' });
    expect(within(dialog).getByText(/The hours of Nina Neumann are then approved/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('corrects one with a reason, and shows a refusal', async () => {
    const { calls } = stubApi({
      'GET /timesheets/week': { items: [submitted] },
      [`POST /timesheets/${submitted._id}/correct`]: apiError(
        409,
        'TIMESHEET_APPROVED',
        'These hours have already been approved and can no longer be changed.',
      ),
    });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />);
    await user.click(await screen.findByRole('button', { name: 'Correct' }));
    await user.type(screen.getByLabelText(/Reason for the correction/), 'Pause war länger');
    await user.click(screen.getByRole('button', { name: 'Correct and approve' }));
    expect(
      await screen.findByText(
        'These hours have already been approved and can no longer be changed.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      reason: 'Pause war länger',
      breakMinutes: 30,
    });
  });

  it('offers no approval of the manager’s own hours, says why, and leaves them out of approve all', async () => {
    const own = sheet({
      ...submitted,
      _id: '3f2a9c1b-0000-4000-8000-000000000003',
      person: { _id: '3f2a9c1b-0000-4000-8000-0000000000ee', name: 'Wanda Ward' },
      ownHours: true,
    });
    const { calls } = stubApi({
      'GET /timesheets/week': { items: [submitted, own] },
      'POST /timesheets/approve': { items: [] },
    });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />, { language: 'de' });
    expect(
      await screen.findByText(
        'Diese Stunden haben Sie selbst geleistet oder bestätigt: Eine andere Stationsleitung oder die Personalabteilung gibt sie frei.',
      ),
    ).toBeTruthy();
    // One row's buttons only: the other manager's hours.
    expect(screen.getAllByRole('button', { name: 'Korrigieren' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Wanda Ward/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '1 Stundenzettel freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Stunden freigeben?' });
    await user.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      ids: [submitted._id],
      acknowledgeWarnings: false,
    });
  });

  it('moves to the previous week', async () => {
    const { calls } = stubApi({ 'GET /timesheets/week': { items: [] } });
    const { user } = renderWithApp(<WeekTimesheets today="2026-11-05" />);
    expect(await screen.findByText('No timesheets in this week.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/timesheets/week?week=2026-10-26'),
    );
  });
});

describe('HR’s automatic approval', () => {
  const orgId = '3f2a9c1b-0000-4000-8000-0000000000dd';
  it('shows the organisation’s days and switches it off with an empty field', async () => {
    const { calls } = stubApi({
      'GET /organisation': { items: [{ _id: orgId, name: 'Klinikum Nord' }] },
      [`GET /timesheets/settings/${orgId}`]: { autoApproveAfterDays: 3 },
      [`PUT /timesheets/settings/${orgId}`]: { autoApproveAfterDays: null },
    });
    const { user } = renderWithApp(<AutoApproveSetting />, { language: 'de' });
    const field = await screen.findByLabelText(/Klinikum Nord/);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('3'));
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Gespeichert')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      autoApproveAfterDays: null,
    });
  });
});
