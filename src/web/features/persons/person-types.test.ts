import { describe, expect, it } from 'vitest';
import { detailSegment, isPersonListType, listTypeOfDetail, ROLE_OF } from './person-types';

describe('person list types', () => {
  it('loads each list by its role', () => {
    expect(ROLE_OF.user).toBe('USER');
    expect(ROLE_OF.orgAdmin).toBe('ORG_ADMIN');
    expect(ROLE_OF.orgSub).toBe('ORG_SUB');
    expect(ROLE_OF.departments).toBe('ORG_SUB');
    expect(ROLE_OF.admins).toBe('ADMIN');
    expect(isPersonListType('agencies')).toBe(true);
    expect(isPersonListType('toString')).toBe(false);
    expect(isPersonListType('ADMIN')).toBe(false);
  });

  it('uses the first letter of a type, and the list name of a separate list, in detail URLs', () => {
    expect(detailSegment('user')).toBe('u');
    expect(detailSegment('orgSub')).toBe('o');
    expect(detailSegment('admins')).toBe('admins');
  });

  it('finds the list of a detail page, the role settling the ambiguous letter', () => {
    expect(listTypeOfDetail('o', 'ORG_SUB')).toBe('orgSub');
    expect(listTypeOfDetail('o', 'ORG_ADMIN')).toBe('orgAdmin');
    expect(listTypeOfDetail('a', undefined)).toBe('agency');
    expect(listTypeOfDetail('departments', 'ORG_SUB')).toBe('departments');
    expect(listTypeOfDetail('users', 'ADMIN')).toBe('admins');
    expect(listTypeOfDetail('x', undefined)).toBe('user');
  });
});
