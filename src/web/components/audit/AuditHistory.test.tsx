// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubApi } from '#web/test/render';
import { AuditHistory } from './AuditHistory';

const LOGO = '6f1d2c3b-4a59-4e8f-9a0b-1c2d3e4f5a6b';

describe('AuditHistory', () => {
  it('names an uploaded logo in words instead of its id', async () => {
    stubApi({
      'GET /admin/audit/agency/a1': [
        {
          id: 1,
          actor: { id: 'u1', name: 'Ada Admin' },
          action: 'update',
          changes: [{ field: 'logoFileId', old: null, new: LOGO }],
          createdAt: '2026-12-07T10:00:00Z',
        },
      ],
    });
    renderWithApp(
      <AuditHistory entityType="agency" entityId="a1" fieldLabels={{ logoFileId: 'Logo' }} />,
      { language: 'de' },
    );
    expect(await screen.findByText(/— → eine hochgeladene Datei/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(LOGO))).toBeNull();
  });
});
