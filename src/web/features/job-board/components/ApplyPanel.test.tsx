// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubApi } from '#web/test/render';
import type { ApplicationDocument } from '#shared/application-documents';
import { ApplyPanel } from './ApplyPanel';

// What a request for a specialist asks of the applicant.
const doctorsDocuments: ApplicationDocument[] = [
  { kind: 'cv', required: true },
  { kind: 'approbation', required: true },
  { kind: 'specialist_diploma', required: true },
];

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

describe('ApplyPanel', () => {
  it('drops the note to upload all the required files once they are chosen', async () => {
    stubApi({ 'GET /agency/staff': { items: [], total: 0 } });
    const { user } = renderWithApp(
      <ApplyPanel requestId="r1" asked={doctorsDocuments} addStaffHref="/en/agency/staff" />,
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const note = 'Please upload all the required files';
    // The form's note (an alert), beside the same words under each document.
    const noteShown = () =>
      screen.queryAllByRole('alert').some((alert) => alert.textContent === note);
    await waitFor(() => expect(noteShown()).toBe(true));

    await user.upload(screen.getByLabelText('Curriculum vitae (PDF)'), pdf('cv.pdf'));
    // One document still missing: the note stays.
    expect(noteShown()).toBe(true);
    await user.upload(screen.getByLabelText('Approbation (PDF)'), pdf('approbation.pdf'));
    await user.upload(screen.getByLabelText('Specialist diploma (PDF)'), pdf('diploma.pdf'));
    await waitFor(() => expect(noteShown()).toBe(false));
    expect(screen.queryByText(note)).toBeNull();
  });
});
