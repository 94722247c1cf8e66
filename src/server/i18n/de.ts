import type { Catalogue } from './en';

export const de: Catalogue = {
  errors: {
    VALIDATION_FAILED: 'Einige Angaben sind nicht gültig. Bitte prüfen Sie Ihre Eingaben.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an, um fortzufahren.',
    FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
    NOT_FOUND: 'Wir konnten das Gesuchte nicht finden.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    INTERNAL: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    EMAIL_TAKEN: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    EMAIL_NOT_CONFIRMED:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Link gesendet; Sie können auch einen neuen anfordern.',
    TOKEN_INVALID: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    CURRENT_PASSWORD_WRONG: 'Ihr aktuelles Passwort ist nicht korrekt.',
    PASSWORD_RESET_PROOF_MISSING:
      'Bitte verwenden Sie den Link aus unserer E-Mail oder geben Sie Ihr aktuelles Passwort ein.',
  },
  validation: {
    Email_is_not_valid: 'Email ist ungültig',
    Password_is_not_valid: 'Bitte geben Sie Ihr Passwort ein',
    Password_too_short: 'Das Passwort muss mindestens 8 Zeichen haben',
    FirstName_is_not_valid: 'Bitte geben Sie Ihren Vornamen ein',
    LastName_is_not_valid: 'Bitte geben Sie Ihren Nachnamen ein',
    Institution_is_not_valid: 'Bitte geben Sie Ihre Einrichtung ein',
    Position_is_not_valid: 'Bitte geben Sie Ihre Position ein',
    PhoneNumber_is_not_valid: 'Bitte geben Sie eine gültige Telefonnummer ein',
    AcceptTC_is_required: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu',
    Field_is_required: 'Dieses Feld ist erforderlich',
    Email_is_taken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
    Specialist_required: 'Bitte Ihre Suche eingeben',
    Field_of_work_required: 'Bitte den Bereich angeben',
    Date_required: 'Bitte das Datum eingeben',
    Hospital_required: 'Bitte Ihr Krankenhaus eintragen',
    Name_required: 'Bitte Ihren Namen angeben',
    Email_required: 'Bitte Ihre E-mail angeben',
    Phone_required: 'Bitte Ihre Telefonnummer angeben',
    Agreement_required: 'Bitte stimmen Sie der Datenschutzerklärung zu',
    Date_order: 'Das Enddatum darf nicht vor dem Startdatum liegen',
    Message_required: 'Bitte geben Sie Ihre Nachricht ein',
    Incorrect_url: 'Ungültige URL',
    Country_is_not_valid: 'Bitte wählen Sie ein Land',
    Unknown_field: 'Dieses Feld kann nicht geändert werden',
    Repeated_field: 'Dieses Feld wurde doppelt gesendet',
    Logo_is_required: 'Bitte fügen Sie ein Logo hinzu',
    File_type_not_allowed: 'Dieser Dateityp ist nicht erlaubt',
    File_too_large: 'Die Datei ist zu groß',
    File_empty: 'Die Datei ist leer',
    Account_deactivated: 'Dieses Konto ist deaktiviert',
    Cannot_remove_yourself: 'Sie können Ihr eigenes Konto nicht entfernen',
    Email_already_confirmed: 'Diese E-Mail-Adresse ist bereits bestätigt',
    invalid_value: 'Dieser Wert ist nicht gültig',
  },
  messages: {
    contactReceived: 'Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns in Kürze.',
    registered: 'Ihr Konto wurde angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse.',
    verificationSent:
      'Falls es für diese Adresse ein unbestätigtes Konto gibt, haben wir einen neuen Bestätigungslink gesendet.',
    resetSent:
      'Falls es für diese Adresse ein Konto gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    passwordUpdated:
      'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  },
  mail: {
    greetingAnonymous: 'Guten Tag,',
    greeting: 'Hallo {{firstName}},',
    signature: 'Ihr Team von Staffing Marketplace',
    ignore: 'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    email_confirmation: {
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      intro:
        'vielen Dank für Ihre Registrierung bei Staffing Marketplace. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
      action: 'E-Mail-Adresse bestätigen',
      validity: 'Der Link kann einmal verwendet werden und ist {{hours}} Stunden gültig.',
    },
    password_reset: {
      subject: 'Passwort zurücksetzen',
      intro:
        'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Hier können Sie ein neues wählen:',
      action: 'Neues Passwort wählen',
      validity: 'Der Link kann einmal verwendet werden und ist {{minutes}} Minuten gültig.',
    },
    password_changed: {
      subject: 'Ihr Passwort wurde geändert',
      intro:
        'das Passwort Ihres Kontos bei Staffing Marketplace wurde soeben geändert, und alle Geräte wurden abgemeldet.',
      warning:
        'Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen“ zurück und kontaktieren Sie uns.',
    },
    contact_confirmation: {
      subject: 'Wir haben Ihre Anfrage erhalten',
      intro: 'vielen Dank für Ihre Anfrage. Folgendes haben Sie uns gesendet:',
      next: 'Wir melden uns innerhalb eines Werktags bei Ihnen, meist deutlich früher.',
    },
    contact_received: {
      subject: 'Neue Kontaktanfrage: {{kind}}',
      intro: 'über die öffentliche Website ist eine neue Anfrage eingegangen:',
    },
    contact_kinds: {
      search: 'Fachkräftesuche',
      clinic: 'Klinik',
      agency: 'Agentur',
      general: 'Allgemeine Anfrage',
    },
    contact_fields: {
      specialist: 'Gesucht',
      field: 'Bereich',
      dates: 'Zeitraum',
      hospitalName: 'Krankenhaus',
      name: 'Name',
      email: 'E-Mail',
      phone: 'Telefon',
      message: 'Nachricht',
      language: 'Sprache',
    },
    operator: 'Hallo Team',
    invitation: {
      subject: 'Ihre Einladung zu Staffing Marketplace',
      intro: 'Sie wurden zu Staffing Marketplace eingeladen.',
      introTarget: 'Sie wurden eingeladen, {{target}} auf Staffing Marketplace beizutreten.',
      role: 'Ihr Zugang: {{role}}. Wählen Sie Ihren Namen und Ihr Passwort, um zu beginnen:',
      action: 'Einladung annehmen',
      validity: 'Der Link kann einmal verwendet werden und ist {{days}} Tage gültig.',
    },
    membership_added: {
      subject: 'Sie haben jetzt Zugang zu {{target}}',
      intro: 'Ihr Konto hat jetzt auch Zugang zu {{target}}. Melden Sie sich wie gewohnt an, um es zu sehen.',
      action: 'Anmelden',
    },
    roles: {
      USER: 'Mitarbeiterin / Mitarbeiter',
      ADMIN: 'Plattform-Administration',
      ORG_ADMIN: 'Einrichtungs-Administration',
      ORG_SUB: 'Abteilungszugang',
      AGENCY: 'Agenturzugang',
    },
  },
};
