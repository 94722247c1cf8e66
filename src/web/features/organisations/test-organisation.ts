import type { Organisation } from '#shared/contracts/admin';

/** An organisation as the back office loads it, for the component tests of this feature. */
export const testOrganisation: Organisation = {
  id: 'o1',
  name: 'Klinikum Nord',
  address: 'Hauptstraße 1',
  postcode: '20095',
  city: 'Hamburg',
  country: 'DE',
  vatId: null,
  taxNumber: null,
  url: 'https://klinikum-nord.example',
  timeZone: 'Europe/Berlin',
  logoFileId: null,
  logoUrl: null,
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  creatorId: null,
  departmentCount: 0,
  userCount: 0,
};
