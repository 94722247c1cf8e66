// @vitest-environment jsdom
import { Box, Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGE_KEYS, requiredText } from '#shared/validation';
import { ApiError } from '#web/lib/api-client';
import { renderWithApp } from '#web/test/render';
import { FormMessage } from './FormMessage';
import { FormTextField } from './FormTextField';
import { useServerForm } from './useServerForm';

const schema = z.object({ firstName: requiredText(MESSAGE_KEYS.firstName, 100) });

/** A one-field form sending its value to `send`, as the app's forms do. */
function NameForm({ send }: { send: (firstName: string) => Promise<void> }) {
  const { form, serverError, submit } = useServerForm({
    schema,
    defaultValues: { firstName: '' },
    fields: ['firstName'],
  });
  return (
    <Box component="form" noValidate onSubmit={submit(({ firstName }) => send(firstName))}>
      <FormTextField form={form} name="firstName" label="First name" required hint="As on the ID" />
      <FormMessage message={serverError} />
      <Button type="submit">Send</Button>
    </Box>
  );
}

describe('FormTextField with useServerForm', () => {
  it('shows the hint, then the zod error in German, and sends nothing', async () => {
    const send = vi.fn(async () => {});
    const { user } = renderWithApp(<NameForm send={send} />, { language: 'de' });
    const field = screen.getByRole('textbox', { name: /First name/ });
    expect(field.getAttribute('name')).toBe('firstName');
    expect(screen.getByText('As on the ID')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte geben Sie Ihren Vornamen ein')).toBeTruthy();
    expect(screen.queryByText('As on the ID')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's field error on the field and any other error in the form", async () => {
    const send = vi
      .fn<(firstName: string) => Promise<void>>()
      .mockRejectedValueOnce(
        new ApiError(400, 'VALIDATION_FAILED', '', [{ field: 'firstName', message: 'Taken' }]),
      )
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Something else went wrong'));
    const { user } = renderWithApp(<NameForm send={send} />);
    const field = screen.getByRole('textbox', { name: /First name/ });
    await user.type(field, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(send).toHaveBeenCalledWith('Ada');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something else went wrong');
  });
});
