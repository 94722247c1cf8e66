import { useMutation } from '@tanstack/react-query';
import { privacyEndpoints, type DeleteAccountBody } from '#shared/contracts/privacy';
import { api } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';

/** GDPR Art. 15, 20: everything held about the signed-in person, saved as a ZIP. */
export async function downloadMyData() {
  saveFile(await api.file(privacyEndpoints.export), 'my-data.zip');
}

/** GDPR Art. 17: closes the account, confirmed with the password; answers what the law keeps. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.call(privacyEndpoints.deleteAccount, { body }),
  });
}
