import type { z } from 'zod';
import type { Preferences, unavailabilityBodySchema, updatePreferencesBodySchema } from '../../../shared/contracts/engine';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../../shared/request-states';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import * as q from './preferences.queries';

/** Until a person chooses: the app and e-mail. */
export const DEFAULT_CHANNELS: NotificationChannel[] = ['app', 'email'];
const PHONE_PATTERN = /^\+?[\d\s()/-]+$/;

/** Digits and a leading +, so the SMS gateway gets one form; null for an empty field. */
export function normalisePhone(value: string | null | undefined): string | null | 'invalid' {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (!PHONE_PATTERN.test(trimmed) || trimmed.length > 40) return 'invalid';
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 6 || digits.length > 15) return 'invalid';
  return `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

function toPeriod(row: Awaited<ReturnType<typeof q.listUnavailability>>[number]) {
  return { _id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), note: row.note };
}

export function createPreferencesService(deps: { db: Db }) {
  const { db } = deps;

  async function get(userId: string): Promise<Preferences> {
    const row = await q.findPreferences(db, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      channels: row.channels ?? DEFAULT_CHANNELS,
      daysOff: row.daysOff ?? [],
      skipDaysOff: row.skipDaysOff ?? false,
      phoneNumber: row.phoneNumber,
    };
  }

  return {
    get,

    /** Merges the change into what is stored; the app channel is always on, SMS needs a phone number. */
    async update(userId: string, body: z.infer<typeof updatePreferencesBodySchema>): Promise<Preferences> {
      const current = await get(userId);
      const phoneNumber = body.phoneNumber === undefined ? current.phoneNumber : normalisePhone(body.phoneNumber);
      if (phoneNumber === 'invalid') {
        throw new AppError('VALIDATION_FAILED', [{ field: 'phoneNumber', key: 'PhoneNumber_is_not_valid' }]);
      }
      const wanted = new Set<NotificationChannel>([...(body.channels ?? current.channels), 'app']);
      if (wanted.has('sms') && !phoneNumber) {
        throw new AppError('VALIDATION_FAILED', [{ field: 'phoneNumber', key: 'Phone_required_for_sms' }]);
      }
      const next = {
        channels: NOTIFICATION_CHANNELS.filter((channel) => wanted.has(channel)),
        daysOff: [...new Set(body.daysOff ?? current.daysOff)].sort((a, b) => a - b),
        skipDaysOff: body.skipDaysOff ?? current.skipDaysOff,
        phoneNumber,
      };
      await db.transaction((tx) => q.savePreferences(tx, userId, next));
      return next;
    },

    async listUnavailability(userId: string) {
      return (await q.listUnavailability(db, userId)).map(toPeriod);
    },

    async addUnavailability(userId: string, body: z.infer<typeof unavailabilityBodySchema>) {
      if (Date.parse(body.endsAt) <= Date.now()) {
        throw new AppError('VALIDATION_FAILED', [{ field: 'endsAt', key: 'Shift_in_past' }]);
      }
      const row = await q.insertUnavailability(db, {
        userId,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        note: body.note,
      });
      return toPeriod(row);
    },

    async removeUnavailability(userId: string, id: string) {
      if (!(await q.deleteUnavailability(db, userId, id))) throw new AppError('NOT_FOUND');
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
