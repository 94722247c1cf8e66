/** The texts of plain answers: sign-up, the auth mails' routes, the contact form, the calendar's name. */
export const messagesEn = {
  calendarName: 'My shifts',
  contactReceived: 'Thank you! We have received your request and will get back to you soon.',
  registered: 'Your account has been created. Please confirm your e-mail address.',
  verificationSent:
    'If an unconfirmed account exists for this address, we have sent a new confirmation link.',
  resetSent: 'If an account exists for this address, we have sent a link to reset the password.',
  signInLinkSent: 'If an account exists for this address, we have sent a link to sign in.',
  passwordUpdated: 'Your password has been changed. Please sign in with the new password.',
};

export const messagesDe: typeof messagesEn = {
  calendarName: 'Meine Dienste',
  contactReceived: 'Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns in Kürze.',
  registered: 'Ihr Konto wurde angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse.',
  verificationSent:
    'Falls es für diese Adresse ein unbestätigtes Konto gibt, haben wir einen neuen Bestätigungslink gesendet.',
  signInLinkSent:
    'Falls ein Konto zu dieser Adresse besteht, haben wir einen Link zur Anmeldung gesendet.',
  resetSent:
    'Falls es für diese Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  passwordUpdated: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
};
