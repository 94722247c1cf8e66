import { describe, expect, it } from 'vitest';
import { createRequestBodySchema, updateRequestBodySchema } from '#shared/contracts/requests';
import type { StaffRequest } from '#shared/contracts/requests';
import {
  buildCreatePayload,
  buildUpdatePayload,
  emptyFormValues,
  formFieldOfServerField,
  formValuesFromRequest,
  mergeSkills,
  parsePay,
  splitSkills,
  validateRequestForm,
} from './form-values';
import type { RequestFormValues } from './form-values';

const ORG = '7f0b1c1e-9a55-4c39-9b1e-1d2a3b4c5d6e';
const DEPT = '0c7d7c55-1c11-4d6e-8a43-4f2a0a5b6c7d';
const SHIFT_ID = '5b0f0c8a-3d1e-4a2b-9c8d-7e6f5a4b3c2d';
const NOW = Date.UTC(2026, 4, 12, 4, 0);
const HOUR = 3_600_000;

function staffValues(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  return {
    ...emptyFormValues('staff', ORG),
    title: ' Nachtdienst Kardiologie ',
    orig_dept: DEPT,
    skills: ['EKG', 'Monitoring'],
    desc: 'Station 3B',
    shifts: [
      { start: NOW + 30 * HOUR, end: NOW + 38 * HOUR },
      { start: NOW + 6 * HOUR, end: NOW + 30 * HOUR },
    ],
    ...overrides,
  };
}

function doctorValues(overrides: Partial<RequestFormValues> = {}): RequestFormValues {
  return {
    ...emptyFormValues('substitute_doctor', ORG),
    title: 'Vertretung Neurologie',
    subtitle: 'Oberarztvertretung',
    field: 'Neurologie',
    payActive: '95,50',
    payOnCall: '45',
    shifts: [{ start: NOW + 24 * HOUR, end: NOW + 24 * 15 * HOUR }],
    ...overrides,
  };
}

describe('request form defaults', () => {
  it('starts with the spec’s defaults', () => {
    const values = emptyFormValues('staff', ORG);
    expect(values).toMatchObject({
      organisation: ORG,
      qualification: 'Examine Pflegekraft',
      jobOperation: 'Arbeitnehmerüberlassung',
      jobType: 'Tagesdienst',
      timeLimit: '0',
      facharzt: true,
      assistenzarzt: true,
      immediate: true,
      shifts: [],
    });
  });
});

describe('the create payload', () => {
  it('builds the staff request payload of spec 001 section 7', () => {
    const payload = buildCreatePayload(staffValues());
    expect(payload).toEqual({
      title: 'Nachtdienst Kardiologie',
      desc: 'Station 3B',
      dates: [
        {
          startDate: NOW + 6 * HOUR,
          endDate: NOW + 30 * HOUR,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
        {
          startDate: NOW + 30 * HOUR,
          endDate: NOW + 38 * HOUR,
          activity: 'times',
          type: 'Neue_Dienstanfrage',
        },
      ],
      skills: ['EKG', 'Monitoring'],
      orig_dept: DEPT,
      state: 'internal_adv',
      organisation: ORG,
      applicants: [],
      jobType: 'Tagesdienst',
      qualification: 'Examine Pflegekraft',
      timeLimit: '0',
      orig_submission: '',
    });
    expect(createRequestBodySchema.safeParse(payload).success).toBe(true);
  });

  it('builds the substitute-doctor payload with both pays', () => {
    const payload = buildCreatePayload(doctorValues());
    expect(payload).toMatchObject({
      title: 'Vertretung Neurologie',
      subtitle: 'Oberarztvertretung',
      dates: [
        {
          startDate: NOW + 24 * HOUR,
          endDate: NOW + 360 * HOUR,
          activity: 'times',
          type: 'vertretungsarzt',
        },
      ],
      field: 'Neurologie',
      state: 'external_adv',
      organisation: ORG,
      jobType: 'Tagesdienst',
      jobOperation: 'Arbeitnehmerüberlassung',
      payment: '',
      salary: [
        { activity: 'Aktiv', cost: 95.5 },
        { activity: 'Bereitschaftsdienst', cost: 45 },
      ],
      accomodation: true,
      facharzt: true,
      assistenzarzt: true,
      immediate: true,
      applicants: [],
    });
    expect(payload).not.toHaveProperty('orig_dept');
    expect(createRequestBodySchema.safeParse(payload).success).toBe(true);
  });

  it('leaves out a pay that was not stated', () => {
    const payload = buildCreatePayload(doctorValues({ payActive: '' }));
    expect(payload.salary).toEqual([{ activity: 'Bereitschaftsdienst', cost: 45 }]);
  });

  it('sends the time limit as a string of hours', () => {
    expect(buildCreatePayload(staffValues({ timeLimit: '12' })).timeLimit).toBe('12');
    expect(buildCreatePayload(staffValues({ timeLimit: '' })).timeLimit).toBe('0');
  });
});

describe('form validation', () => {
  it('marks every missing required field of a staff request', () => {
    const errors = validateRequestForm(emptyFormValues('staff'), NOW);
    expect(errors).toEqual({
      title: 'Title_is_required',
      organisation: 'Organisation_is_required',
      orig_dept: 'Department_is_required',
      shifts: 'Dates_are_required',
    });
  });

  it('asks a substitute-doctor request for a field instead of a station', () => {
    const errors = validateRequestForm(
      { ...emptyFormValues('substitute_doctor', ORG), title: 'x' },
      NOW,
    );
    expect(errors).toEqual({ field: 'Field_is_required', shifts: 'Dates_are_required' });
  });

  it('accepts a complete request', () => {
    expect(validateRequestForm(staffValues(), NOW)).toEqual({});
    expect(validateRequestForm(doctorValues(), NOW)).toEqual({});
  });

  it('refuses shifts that end before they start, lie in the past or last too long', () => {
    const ends = staffValues({ shifts: [{ start: NOW + 5 * HOUR, end: NOW + 4 * HOUR }] });
    expect(validateRequestForm(ends, NOW).shifts).toBe('Shift_ends_before_start');
    const past = staffValues({ shifts: [{ start: NOW - HOUR, end: NOW + 4 * HOUR }] });
    expect(validateRequestForm(past, NOW).shifts).toBe('Shift_in_past');
    const long = staffValues({ shifts: [{ start: NOW + HOUR, end: NOW + 93 * 24 * HOUR }] });
    expect(validateRequestForm(long, NOW).shifts).toBe('Shift_too_long');
  });

  it('lets a saved shift that has begun stay when other fields are edited', () => {
    const saved = [{ _id: SHIFT_ID, start: NOW - HOUR, end: NOW + 4 * HOUR }];
    expect(validateRequestForm(staffValues({ shifts: saved }), NOW, saved)).toEqual({});
    const moved = [{ _id: SHIFT_ID, start: NOW - 2 * HOUR, end: NOW + 4 * HOUR }];
    expect(validateRequestForm(staffValues({ shifts: moved }), NOW, saved).shifts).toBe(
      'Shift_in_past',
    );
  });

  it('checks the time limit and the pays', () => {
    expect(validateRequestForm(staffValues({ timeLimit: '-1' }), NOW).timeLimit).toBe(
      'Time_limit_is_not_valid',
    );
    expect(validateRequestForm(staffValues({ timeLimit: '1.5' }), NOW).timeLimit).toBe(
      'Time_limit_is_not_valid',
    );
    expect(validateRequestForm(doctorValues({ payActive: 'viel' }), NOW).payActive).toBe(
      'Pay_is_not_valid',
    );
  });
});

describe('pay and skills input', () => {
  it('reads pay with a comma or a point', () => {
    expect(parsePay('12,5')).toBe(12.5);
    expect(parsePay('80')).toBe(80);
    expect(parsePay(' ')).toBeNull();
    expect(parsePay('-3')).toBe('invalid');
    expect(parsePay('20000')).toBe('invalid');
  });

  it('splits skills at commas and drops repeats', () => {
    expect(splitSkills('EKG, Beatmung,  , ZVK')).toEqual(['EKG', 'Beatmung', 'ZVK']);
    expect(mergeSkills(['EKG'], ['ekg', 'ZVK'])).toEqual(['EKG', 'ZVK']);
  });
});

function savedRequest(): StaffRequest {
  return {
    _id: '9d6c3a1e-2b4f-4c5d-8e7f-6a5b4c3d2e1f',
    kind: 'staff',
    title: 'Frühdienst',
    subtitle: '',
    desc: 'Station 3B',
    organisation: { _id: ORG, name: 'Klinikum Nord' },
    organisationTimeZone: 'Europe/Berlin',
    orig_dept: { _id: DEPT, name: 'Kardiologie' },
    state: 'internal_adv',
    dates: [
      {
        _id: SHIFT_ID,
        date: { startDate: NOW + 6 * HOUR, endDate: NOW + 14 * HOUR },
        activity: 'times',
        type: 'Neue_Dienstanfrage',
        dutyKind: 'regular',
        onCallPercent: null,
      },
    ],
    skills: ['EKG'],
    applicants: [],
    applicantCount: 0,
    jobType: 'Tagesdienst',
    jobOperation: null,
    qualification: 'Examine Pflegekraft',
    field: null,
    timeLimit: '0',
    orig_submission: '',
    payment: '',
    salary: [],
    accomodation: false,
    facharzt: false,
    assistenzarzt: false,
    immediate: false,
    createdAt: new Date(NOW).toISOString(),
    updatedAt: new Date(NOW).toISOString(),
  };
}

describe('the edit payload', () => {
  it('sends id, title, organisation, skills and desc, and nothing unchanged besides', () => {
    const request = savedRequest();
    const initial = formValuesFromRequest(request);
    const payload = buildUpdatePayload(request._id, initial, {
      ...initial,
      title: 'Frühdienst (neu)',
    });
    expect(payload).toEqual({
      id: request._id,
      title: 'Frühdienst (neu)',
      organisation: ORG,
      skills: ['EKG'],
      desc: 'Station 3B',
    });
    expect(updateRequestBodySchema.safeParse(payload).success).toBe(true);
  });

  it('adds changed fields and the dates, keeping the ids of saved shifts', () => {
    const request = savedRequest();
    const initial = formValuesFromRequest(request);
    const added = { start: NOW + 30 * HOUR, end: NOW + 38 * HOUR };
    const payload = buildUpdatePayload(request._id, initial, {
      ...initial,
      jobType: 'Nachtdienst',
      shifts: [...initial.shifts, added],
    });
    expect(payload.jobType).toBe('Nachtdienst');
    expect(payload.dates).toEqual([
      {
        _id: SHIFT_ID,
        startDate: NOW + 6 * HOUR,
        endDate: NOW + 14 * HOUR,
        activity: 'times',
        type: 'Neue_Dienstanfrage',
      },
      { startDate: added.start, endDate: added.end, activity: 'times', type: 'Neue_Dienstanfrage' },
    ]);
    expect(payload).not.toHaveProperty('qualification');
    expect(updateRequestBodySchema.safeParse(payload).success).toBe(true);
  });

  it('sends jobOperation for a substitute doctor', () => {
    const request: StaffRequest = {
      ...savedRequest(),
      kind: 'substitute_doctor',
      orig_dept: null,
      field: 'Neurologie',
      jobOperation: 'BefristeteAnstellung',
      salary: [{ activity: 'Aktiv', cost: 90 }],
      dates: [
        {
          _id: SHIFT_ID,
          date: { startDate: NOW + 6 * HOUR, endDate: NOW + 200 * HOUR },
          activity: 'times',
          type: 'vertretungsarzt',
          dutyKind: 'regular',
          onCallPercent: null,
        },
      ],
    };
    const initial = formValuesFromRequest(request);
    expect(initial.payActive).toBe('90');
    const payload = buildUpdatePayload(request._id, initial, { ...initial, payOnCall: '40' });
    expect(payload).toEqual({
      id: request._id,
      title: 'Frühdienst',
      organisation: ORG,
      jobOperation: 'BefristeteAnstellung',
      salary: [
        { activity: 'Aktiv', cost: 90 },
        { activity: 'Bereitschaftsdienst', cost: 40 },
      ],
    });
  });
});

describe('server errors onto fields', () => {
  it('maps the server’s field keys onto the form', () => {
    const pays = { payActive: '90', payOnCall: '40' };
    expect(formFieldOfServerField('dates.0.startDate', pays)).toBe('shifts');
    expect(formFieldOfServerField('dates', pays)).toBe('shifts');
    expect(formFieldOfServerField('orig_dept', pays)).toBe('orig_dept');
    expect(formFieldOfServerField('salary.1.cost', pays)).toBe('payOnCall');
    expect(formFieldOfServerField('salary.0.cost', { payActive: '', payOnCall: '40' })).toBe(
      'payOnCall',
    );
    expect(formFieldOfServerField('skills.3', pays)).toBe('skills');
    expect(formFieldOfServerField('state', pays)).toBeUndefined();
  });
});
