import { useMutation } from '@tanstack/react-query';
import { privacyEndpoints, type DeleteAccountBody } from '#shared/contracts/privacy';
import { api } from '#web/lib/api-client';

/** GDPR Art. 15, 20: everything held about the signed-in person, saved as a ZIP. */
export async function downloadMyData() {
  const blob = await api.file(privacyEndpoints.export);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'my-data.zip';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}

/** GDPR Art. 17: closes the account, confirmed with the password; answers what the law keeps. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.call(privacyEndpoints.deleteAccount, { body }),
  });
}
