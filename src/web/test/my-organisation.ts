import type { MyOrganisation } from '#shared/contracts/requests';

/** An organisation as GET /api/organisation answers it, for the tests of the screens that use one. */
export function testMyOrganisation(overrides: Partial<MyOrganisation> = {}): MyOrganisation {
  const id = overrides.id ?? '0b7f6a8e-1c1d-4c55-9d0e-6b1f3f1d2a01';
  return {
    _id: id,
    id,
    name: 'Klinikum Nord',
    address: 'Hauptstraße 1',
    postcode: '20095',
    city: 'Hamburg',
    country: 'DE',
    url: '',
    timeZone: 'Europe/Berlin',
    internalHourlyCostCents: null,
    timesheetToleranceHours: 3,
    federalState: null,
    surchargeRules: null,
    access: 'admin',
    departments: [],
    ...overrides,
  };
}
