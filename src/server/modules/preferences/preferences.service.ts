import type { z } from 'zod';
import {
  DOCTOR_POSITIONS,
  JOB_ALERT_MESSAGE_KEYS,
  type JobAlert,
  type Preferences,
  type jobAlertBodySchema,
  type unavailabilityBodySchema,
  type updatePreferencesBodySchema,
} from '#shared/contracts/engine';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '#shared/request-states';
import type { Db } from '#server/db/client';
import { systemClock, type Clock } from '#server/lib/clock';
import { AppError } from '#server/errors';
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

/** Until a dispatcher sets one: every request their agency may serve, as before alerts existed. */
export const DEFAULT_JOB_ALERT: JobAlert = {
  enabled: true,
  fields: [],
  qualifications: [],
  contractTypes: [],
  postcodes: [],
  accommodationOnly: false,
};

/** Without repeats, in a stable order (the form and the stored row agree). */
const distinctSorted = (values: string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, 'de'));

function toPeriod(row: Awaited<ReturnType<typeof q.listUnavailability>>[number]) {
  return {
    _id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    note: row.note,
  };
}

export function createPreferencesService(deps: { db: Db; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
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
    async update(
      userId: string,
      body: z.infer<typeof updatePreferencesBodySchema>,
    ): Promise<Preferences> {
      const current = await get(userId);
      const phoneNumber =
        body.phoneNumber === undefined ? current.phoneNumber : normalisePhone(body.phoneNumber);
      if (phoneNumber === 'invalid') {
        throw new AppError('VALIDATION_FAILED', [
          { field: 'phoneNumber', key: 'PhoneNumber_is_not_valid' },
        ]);
      }
      const wanted = new Set<NotificationChannel>([...(body.channels ?? current.channels), 'app']);
      if (wanted.has('sms') && !phoneNumber) {
        throw new AppError('VALIDATION_FAILED', [
          { field: 'phoneNumber', key: 'Phone_required_for_sms' },
        ]);
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

    async getJobAlert(userId: string): Promise<JobAlert> {
      const row = await q.findJobAlert(db, userId);
      if (!row) return DEFAULT_JOB_ALERT;
      return {
        enabled: row.enabled,
        fields: row.fields,
        qualifications: row.qualifications,
        contractTypes: row.contractTypes,
        postcodes: row.postcodes,
        accommodationOnly: row.accommodationOnly,
      };
    },

    /** Replaces the caller's alert; every key must be one of the reference lists' (named by its index). */
    async updateJobAlert(
      userId: string,
      body: z.output<typeof jobAlertBodySchema>,
    ): Promise<JobAlert> {
      const next: JobAlert = {
        enabled: body.enabled,
        fields: distinctSorted(body.fields),
        qualifications: distinctSorted(body.qualifications),
        contractTypes: distinctSorted(body.contractTypes),
        postcodes: distinctSorted(body.postcodes),
        accommodationOnly: body.accommodationOnly,
      };
      const [fields, qualifications, contractTypes] = await Promise.all([
        q.knownReferenceKeys(db, 'field', body.fields),
        q.knownReferenceKeys(db, 'qualification', body.qualifications),
        q.knownReferenceKeys(db, 'contract_type', body.contractTypes),
      ]);
      const positions: readonly string[] = DOCTOR_POSITIONS;
      const unknown = (name: keyof JobAlert, values: string[], known: (value: string) => boolean) =>
        values.flatMap((value, index) =>
          known(value)
            ? []
            : [{ field: `${name}.${index}`, key: JOB_ALERT_MESSAGE_KEYS.unknownOption }],
        );
      const problems = [
        ...unknown('fields', body.fields, (value) => fields.has(value)),
        ...unknown(
          'qualifications',
          body.qualifications,
          (value) => qualifications.has(value) || positions.includes(value),
        ),
        ...unknown('contractTypes', body.contractTypes, (value) => contractTypes.has(value)),
      ];
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', problems);
      await q.saveJobAlert(db, userId, next);
      return next;
    },

    async listUnavailability(userId: string) {
      return (await q.listUnavailability(db, userId, clock.now())).map(toPeriod);
    },

    async addUnavailability(userId: string, body: z.infer<typeof unavailabilityBodySchema>) {
      if (Date.parse(body.endsAt) <= clock.now().getTime()) {
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
