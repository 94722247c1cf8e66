import type { Catalogue } from './en';
import { privacyDe } from './privacy';
import { pushDe } from './push';
import { messagesDe } from './messages';
import { waitDe } from './wait-texts';
import { bookingValidationDe } from './booking-validation';
import { onCallValidationDe } from './on-call-validation';
import { numberValidationDe } from './number-validation';
import { periodValidationDe } from './period-validation';
import { taxAndBankValidationDe } from './tax-and-bank-validation';
import { timesheetValidationDe } from './timesheets';
import { mailNotificationDe } from './mail-notification';

export const de: Catalogue = {
  errors: {
    VALIDATION_FAILED: 'Einige Angaben sind nicht gültig. Bitte prüfen Sie Ihre Eingaben.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an, um fortzufahren.',
    FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
    NOT_FOUND: 'Wir konnten das Gesuchte nicht finden.',
    RATE_LIMITED: 'Zu viele Versuche. Bitte versuchen Sie es {{wait}} erneut.',
    SIGN_IN_PAUSED:
      'Zu viele fehlgeschlagene Anmeldungen für diese Adresse. Die Anmeldung mit Passwort ist für neue Geräte pausiert und {{wait}} wieder möglich; Sie können sich jetzt mit einem Link per E-Mail anmelden.',
    INTERNAL: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    UNAVAILABLE:
      'Unsere Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    EMAIL_TAKEN: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
    EMAIL_NOT_CONFIRMED:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen einen Link gesendet; Sie können auch einen neuen anfordern.',
    TOKEN_INVALID: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    CURRENT_PASSWORD_WRONG: 'Ihr aktuelles Passwort ist nicht korrekt.',
    PASSWORD_RESET_PROOF_MISSING:
      'Bitte verwenden Sie den Link aus unserer E-Mail oder geben Sie Ihr aktuelles Passwort ein.',
    REQUEST_NOT_EDITABLE:
      'Diese Anfrage kann nicht mehr geändert werden, denn sie ist bereits besetzt oder abgesagt.',
    AGENCY_EXISTS:
      'Sie gehören bereits zu einer Agentur. Wenden Sie sich an die Plattformverwaltung, wenn Sie das ändern möchten.',
    AGENCY_NOT_VETTED:
      'Ihre Agentur ist noch nicht geprüft, oder ihre Arbeitnehmerüberlassungserlaubnis ist abgelaufen. Offene Anfragen erscheinen hier, sobald die Plattformverwaltung sie geprüft hat.',
    APPLICATION_NOT_WITHDRAWABLE:
      'Diese Bewerbung kann nicht mehr zurückgezogen werden: Die Klinik hat bereits entschieden, oder die Anfrage wurde abgesagt.',
    REQUEST_NOT_OPEN:
      'Diese Anfrage ist nicht mehr offen: Es wurde bereits jemand ausgewählt, oder sie wurde abgesagt.',
    APPLICATION_NOT_OPEN:
      'Diese Bewerbung kann nicht mehr ausgewählt werden: Sie wurde zurückgezogen, oder es wurde bereits über sie entschieden.',
    OFFER_ANSWERED: 'Sie haben auf diese Anfrage bereits geantwortet. Ihre erste Antwort zählt.',
    OFFER_EXPIRED: 'Die Zeit zum Antworten auf diese Anfrage ist abgelaufen. Trotzdem vielen Dank.',
    OFFER_WITHDRAWN:
      'Diese Anfrage wurde geändert und passt nicht mehr zu Ihnen, deshalb wurde die Anfrage an Sie zurückgezogen. Trotzdem vielen Dank.',
    NOT_IN_HR_REVIEW:
      'Diese Anfrage wartet nicht (mehr) auf eine Entscheidung der Personalabteilung: Sie wurde bereits entschieden, besetzt oder abgesagt.',
    PROFILE_OWNED_BY_PERSON:
      'Diese Person verwaltet ihr Profil selbst, seit sie ihr Konto eingerichtet hat: Bitten Sie sie, es zu ändern.',
    INVITATION_NOT_OPEN:
      'Diese Einladung wurde bereits beantwortet, zurückgezogen oder ist abgelaufen.',
    INVOICE_NOT_OPEN:
      'Diese Rechnung ist bereits bezahlt oder storniert oder ist eine Gutschrift: Sie kann nicht geändert werden.',
    INVOICE_EXISTS:
      'Für diesen Einsatz und Monat wurde bereits eine Rechnung gestellt. Stornieren Sie sie zuerst, um eine neue zu stellen.',
    TIMESHEET_APPROVED:
      'Diese Stunden sind bereits freigegeben und können nicht mehr geändert werden.',
    TIMESHEET_NOT_DUE:
      'Dieser Dienst ist noch nicht zu Ende: Die Stunden können danach bestätigt werden.',
    TIMESHEET_NOT_SUBMITTED:
      'Die Stunden sind noch nicht bestätigt. Korrigieren Sie sie mit einer Begründung, statt sie freizugeben.',
    TIMESHEET_WARNINGS:
      'Diese Stunden verstoßen gegen das Arbeitszeitgesetz (Pausen, mehr als 10 Stunden oder Ruhezeit unter 11 Stunden). Bitte prüfen Sie sie und bestätigen Sie, dass Sie die Hinweise gesehen haben.',
    TIMESHEET_OWN_HOURS:
      'Diese Stunden haben Sie selbst geleistet oder bestätigt: Eine andere Stationsleitung oder die Personalabteilung muss sie freigeben oder korrigieren.',
    WORKING_TIME_REFUSED:
      'Diese Person kann nicht gebucht werden: Das Arbeitszeitgesetz erlaubt diese Schichten neben ihren anderen Schichten nicht.',
    ALREADY_BOOKED:
      'Zu dieser Zeit bereits gebucht: Die Person hat eine andere gebuchte Schicht, die sich mit diesen Terminen überschneidet. Niemand kann an zwei Orten zugleich sein, daher wurde nichts gebucht.',
    WORKING_TIME_WARNINGS:
      'Für diese Buchung ist eine Begründung nötig: Die Schichten lösen Hinweise nach dem Arbeitszeitgesetz aus.',
    LAST_ADMINISTRATOR:
      'Sie sind die letzte Administratorin bzw. der letzte Administrator einer Organisation, Agentur oder der Plattform. Übergeben Sie bitte zuerst: Laden Sie jemanden zur Übernahme ein und löschen Sie danach Ihr Konto.',
    AUEG_LIMIT_PASSED:
      'Mit dieser Auswahl würde die Person die Höchstüberlassungsdauer von 18 Monaten bei Ihrer Klinik überschreiten (AÜG §1 Abs. 1b). Die Bewerberliste zeigt ihren letzten zulässigen Tag: Wählen Sie jemand anderen oder kürzen Sie die Anfrage.',
    AGENCY_PERMIT_INVALID:
      'Die Arbeitnehmerüberlassungserlaubnis der Agentur deckt nicht jede Schicht dieser Anfrage ab: Sie ist abgelaufen oder endet vor der letzten Schicht. Die Agentur kann ausgewählt werden, sobald ihre Erlaubnis verlängert wurde.',
  },
  wait: waitDe,
  validation: {
    Postcode_is_not_valid:
      'Bitte die Postleitzahl in der Form des Landes angeben, in Deutschland fünf Ziffern (z. B. 10115)',
    Vat_id_is_not_valid: 'Bitte eine USt-IdNr. wie DE123456789 eingeben',
    Month_is_not_valid: 'Bitte einen Monat im Format JJJJ-MM eingeben',
    Month_not_closed:
      'Nur ein vergangener Monat kann abgerechnet werden: Bis zu seinem Ende können sich die Stunden noch ändern',
    Hours_not_billable:
      'Diese Stunden können nicht abgerechnet werden: Bitte Einsatz, Monat und Stundensätze prüfen',
    Department_name_taken: 'Diese Organisation hat bereits eine Station mit diesem Namen',
    Commission_rate_invalid: 'Bitte einen Satz zwischen 0 und 100 Prozent eingeben',
    Time_zone_is_not_valid: 'Bitte eine Zeitzone aus der Liste wählen',
    Permit_is_missing: 'Bitte zuerst die Arbeitnehmerüberlassungserlaubnis eintragen',
    Permit_has_expired: 'Die Arbeitnehmerüberlassungserlaubnis ist abgelaufen',
    Vetting_reason_required: 'Bitte nennen Sie der Agentur einen Grund',
    Email_is_not_valid: 'E-Mail ist ungültig',
    Password_is_not_valid: 'Bitte geben Sie Ihr Passwort ein',
    Password_too_short: 'Das Passwort muss mindestens 8 Zeichen haben',
    FirstName_is_not_valid: 'Bitte geben Sie Ihren Vornamen ein',
    LastName_is_not_valid: 'Bitte geben Sie Ihren Nachnamen ein',
    Institution_is_not_valid: 'Bitte geben Sie Ihre Einrichtung ein',
    Position_is_not_valid: 'Bitte geben Sie Ihre Position ein',
    PhoneNumber_is_not_valid: 'Bitte geben Sie eine gültige Telefonnummer ein',
    AcceptTC_is_required: 'Bitte stimmen Sie den AGB und der Datenschutzerklärung zu',
    Field_is_required: 'Dieses Feld ist erforderlich',
    Text_has_control_characters:
      'Bitte entfernen Sie die Steuerzeichen (etwa Zeilenumbrüche oder Tabulatoren) aus diesem Feld',
    Email_is_taken: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto',
    Specialist_required: 'Bitte Ihre Suche eingeben',
    Field_of_work_required: 'Bitte den Bereich angeben',
    Date_required: 'Bitte das Datum eingeben',
    Hospital_required: 'Bitte Ihr Krankenhaus eintragen',
    Name_required: 'Bitte Ihren Namen angeben',
    Email_required: 'Bitte Ihre E-Mail angeben',
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
    File_too_large: 'Die Datei ist größer als 5 MB',
    Pdf_only: 'Bitte nur PDF-Dateien hochladen',
    File_empty: 'Die Datei ist leer',
    Consent_version_unknown:
      'Diese Fassung ist weder gültig noch angekündigt; bitte laden Sie die Seite neu',
    Consent_version_missing: 'Bitte nennen Sie die Fassung, die Sie annehmen',
    Account_deactivated: 'Dieses Konto ist deaktiviert',
    Cannot_remove_yourself: 'Sie können Ihr eigenes Konto nicht entfernen',
    Email_already_confirmed: 'Diese E-Mail-Adresse ist bereits bestätigt',
    Too_many_pictures: 'Eine Organisation hat höchstens 10 Bilder',
    Departments_are_required: 'Bitte legen Sie mindestens eine Abteilung an',
    Title_is_required: 'Bitte geben Sie einen Titel ein',
    Dates_are_required: 'Bitte fügen Sie mindestens einen Termin hinzu',
    Department_is_required: 'Bitte wählen Sie eine Station',
    Organisation_is_required: 'Bitte wählen Sie eine Organisation',
    ...timesheetValidationDe,
    ...bookingValidationDe,
    ...onCallValidationDe,
    ...periodValidationDe,
    ...taxAndBankValidationDe,
    ...numberValidationDe,
    Dates_of_one_kind: 'Alle Termine einer Anfrage müssen von derselben Art sein',
    Pay_is_not_valid: 'Bitte geben Sie einen Stundenlohn zwischen 0 und 10.000 Euro ein',
    Time_limit_is_not_valid: 'Bitte geben Sie eine Antwortfrist von 0 bis 336 Stunden ein',
    Unknown_option: 'Bitte wählen Sie eine der angebotenen Optionen',
    Organisation_not_allowed: 'Für diese Organisation können Sie keine Anfragen erstellen',
    Organisation_cannot_change: 'Die Organisation einer Anfrage kann nicht geändert werden',
    Department_not_in_organisation: 'Diese Station gehört nicht zur gewählten Organisation',
    Department_not_allowed: 'Für diese Station können Sie keine Anfragen erstellen',
    Internal_cost_is_not_valid:
      'Bitte interne Kosten pro Stunde über 0 und höchstens 10.000 Euro angeben, in Euro und Cent',
    Federal_state_is_not_valid: 'Bitte das Bundesland wählen',
    Surcharge_percent_is_not_valid: 'Bitte einen ganzen Prozentsatz von 0 bis 300 angeben',
    Timesheet_tolerance_is_not_valid: 'Bitte eine ganze Zahl von Stunden von 0 bis 12 angeben',
    Setting_is_required: 'Bitte mindestens eine Einstellung zum Ändern angeben',
    Name_is_required: 'Bitte wählen Sie die Fachkraft, die Sie anbieten',
    Hourly_rate_is_required: 'Bitte einen Stundensatz über 0 und höchstens 10.000 Euro eingeben',
    Required_files_missing: 'Bitte laden Sie alle erforderlichen Dateien hoch',
    Document_has_expired: 'Dieses Dokument ist abgelaufen; bitte laden Sie ein aktuelles hoch',
    Document_not_asked_for: 'Diese Anfrage verlangt dieses Dokument nicht',
    Already_applied: 'Diese Person hat sich bereits auf diese Anfrage beworben',
    Not_a_staff_member: 'Diese Person gehört nicht zu Ihrem Personal',
    Document_not_pdf: 'Nur PDF-Dateien sind erlaubt',
    Phone_required_for_sms: 'Bitte geben Sie eine Handynummer an, um SMS zu erhalten',
    Postcode_prefix_invalid: 'Bitte geben Sie den Anfang einer Postleitzahl ein: 1 bis 5 Ziffern',
    Too_many_values: 'Bitte wählen Sie höchstens 50 aus',
    Push_endpoint_not_https:
      'Ein Push-Abonnement muss eine https://-Adresse eines Push-Dienstes nennen',
    Push_endpoint_not_public:
      'Ein Push-Abonnement muss einen öffentlichen Push-Dienst nennen, keine lokale, private oder reservierte Adresse',
    invalid_value: 'Dieser Wert ist nicht gültig',
  },
  messages: messagesDe,
  privacy: privacyDe,
  push: pushDe,
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
    sign_in_link: {
      subject: 'Ihr Anmeldelink',
      intro:
        'Sie haben einen Link angefordert, um sich ohne Passwort bei Staffing Marketplace anzumelden. Hier melden Sie sich an:',
      action: 'Anmelden',
      validity: 'Der Link kann einmal verwendet werden und ist {{minutes}} Minuten gültig.',
    },
    account_exists: {
      subject: 'Sie haben bereits ein Konto',
      intro:
        'jemand, vermutlich Sie, hat sich eben mit dieser E-Mail-Adresse registriert, für die es bei Staffing Marketplace bereits ein Konto gibt. Es wurde nichts geändert. Hier melden Sie sich an:',
      action: 'Anmelden',
      forgot: 'Passwort vergessen? Hier wählen Sie ein neues: {{link}}',
    },
    account_deleted: {
      subject: 'Ihr Konto wurde gelöscht',
      intro:
        'wie gewünscht haben wir Ihr Konto bei Staffing Marketplace gelöscht. Profil, Dokumente, Mitgliedschaften und Einstellungen sind entfernt; wo andere auf den Verlauf angewiesen sind (Anfragen, Vermittlungen, Stundennachweise), erscheinen Sie nun als „Gelöschte Person“.',
      none: 'Sonst bewahren wir nichts über Sie auf.',
      kept: 'Was wir von Gesetzes wegen aufbewahren müssen:',
      notYou: 'Falls Sie das nicht veranlasst haben, kontaktieren Sie uns bitte sofort.',
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
      intro:
        'vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten und melden uns innerhalb eines Werktags bei Ihnen, meist deutlich früher.',
      notYou:
        'Falls Sie uns nicht geschrieben haben, hat jemand anderes Ihre E-Mail-Adresse angegeben: Sie können diese E-Mail ignorieren.',
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
      accessibility: 'Rückmeldung zur Barrierefreiheit',
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
    // The greeting's name: "Hallo Team,".
    operator: 'Team',
    invitation: {
      subject: 'Ihre Einladung zu Staffing Marketplace',
      intro: 'Sie wurden zu Staffing Marketplace eingeladen.',
      introTarget: 'Sie wurden eingeladen, {{target}} auf Staffing Marketplace beizutreten.',
      role: 'Ihr Zugang: {{role}}. Wählen Sie Ihren Namen und Ihr Passwort, um zu beginnen:',
      action: 'Einladung annehmen',
      validity: 'Der Link kann einmal verwendet werden und ist {{days}} Tage gültig.',
    },
    agency_vetting: {
      reason: 'Hinweis unseres Teams: {{note}}',
      vetted: {
        subject: '{{agency}} ist jetzt geprüft',
        intro:
          'wir haben die Arbeitnehmerüberlassungserlaubnis von {{agency}} geprüft. Ihre Agentur ist freigeschaltet: Sie sehen jetzt die offenen Anfragen der Kliniken und können sich mit Ihrem Personal bewerben.',
        action: 'Neue Jobs ansehen',
      },
      rejected: {
        subject: 'Wir konnten {{agency}} noch nicht freischalten',
        intro:
          'wir haben die Angaben von {{agency}} geprüft und konnten die Agentur noch nicht freischalten. Bitte lesen Sie den Hinweis unten, aktualisieren Sie Ihre Arbeitnehmerüberlassungserlaubnis im Agenturbereich, und wir prüfen erneut.',
        action: 'Zum Agenturbereich',
      },
    },
    application_selected: {
      subject: 'Ausgewählt: {{person}} für {{title}}',
      subjectSelf: 'Sie wurden ausgewählt: {{title}}',
      intro:
        '{{organisation}} hat {{person}} aus Ihrer Agentur für die Anfrage „{{title}}“ ausgewählt.',
      introSelf: '{{organisation}} hat Sie für die Anfrage „{{title}}“ ausgewählt.',
      dates: 'Die Termine:',
      more: 'und {{count}} weitere Termine',
      next: 'Bitte stimmen Sie den Einsatzbeginn mit der Klinik ab. Die Bewerbung wird jetzt als ausgewählt angezeigt.',
      action: 'Beworbene Stellen öffnen',
    },
    application_not_selected: {
      subject: 'Nicht ausgewählt: {{title}}',
      subjectSelf: 'Nicht ausgewählt: {{title}}',
      intro:
        '{{organisation}} hat sich für die Anfrage „{{title}}“ anders entschieden: {{person}} wurde diesmal nicht ausgewählt.',
      introSelf:
        '{{organisation}} hat sich für die Anfrage „{{title}}“ anders entschieden: Sie wurden diesmal nicht ausgewählt.',
      dates: 'Geplant war sie für:',
      more: 'und {{count}} weitere Termine',
      next: 'Vielen Dank für Ihre Bewerbung. Neue Anfragen warten auf Sie.',
    },
    request_cancelled: {
      subject: 'Abgesagt: {{title}}',
      intro:
        '{{organisation}} hat die Anfrage „{{title}}“ abgesagt, für die Sie gebucht waren oder sich beworben hatten. Sie müssen nicht kommen.',
      dates: 'Geplant war sie für:',
      more: 'und {{count}} weitere Termine',
      next: 'Ihre anderen Buchungen bleiben bestehen. Vielen Dank für Ihre Bereitschaft.',
    },
    invoice_issued: {
      subject: 'Rechnung {{number}} von {{issuer}}',
      intro:
        '{{issuer}} hat Ihnen die Rechnung {{number}} über {{amount}} gestellt, zahlbar bis {{dueDate}}.',
      attached:
        'Die Rechnung liegt als PDF und als elektronische Rechnung (EN 16931, CII-XML) für Ihre Buchhaltung bei.',
      action: 'Rechnungen öffnen',
    },
    agency_staff_added: {
      subject: '{{agency}} hat Sie in sein Personal aufgenommen',
      intro:
        '{{agency}} hat Sie mit Ihrem bestehenden Konto in das Personal aufgenommen, das die Agentur Kliniken auf unserer Plattform anbietet.',
      data: 'Die Agentur sieht jetzt Ihren Namen, Ihre Kontaktdaten und Ihre Qualifikation, kann Unterlagen wie Ihren Lebenslauf für Sie hinterlegen und sich in Ihrem Namen auf Dienste bewerben. Ihr Profil können Sie nach der Anmeldung jederzeit einsehen.',
      action: 'Anmelden',
      objection:
        'Wenn Sie dem nicht zugestimmt haben, sagen Sie es bitte {{agency}}: Die Agentur kann Sie jederzeit wieder aus ihrem Personal entfernen.',
    },
    membership_invitation: {
      subject: '{{target}} lädt Sie ein',
      intro: '{{target}} möchte Ihr Konto auf unserer Plattform in sein Team aufnehmen.',
      kinds: {
        agency_user: 'Sie würden als Disponentin oder Disponent der Agentur arbeiten.',
        agency_customer:
          'Die Agentur würde Sie Kliniken anbieten: Sie sähe Ihren Namen, Ihre Kontaktdaten und Ihre Qualifikation, hinterlegte Unterlagen für Sie und bewürbe sich in Ihrem Namen auf Dienste.',
        organisation_user: 'Sie würden die Organisation als Personalabteilung verwalten.',
        department_user: 'Sie würden die Station und ihre Personalanfragen leiten.',
        department_customer:
          'Sie würden in den Personalpool der Station aufgenommen und bekämen ihre Dienste angeboten.',
      },
      nothing:
        'An Ihrem Konto ändert sich nichts, solange Sie nicht zustimmen. Sie können jederzeit in Ihrem Konto wieder austreten.',
      accept: 'Ansehen und annehmen',
      decline: 'Zum Ablehnen öffnen Sie: {{link}}',
      validity: 'Die Einladung gilt {{days}} Tage.',
      ignore: 'Wenn Sie diese E-Mail ignorieren, geschieht nichts.',
    },
    membership_added: {
      subject: 'Sie haben jetzt Zugang zu {{target}}',
      intro:
        'Ihr Konto hat jetzt auch Zugang zu {{target}}. Melden Sie sich wie gewohnt an, um es zu sehen.',
      action: 'Anmelden',
    },
    notification: mailNotificationDe,
    roles: {
      USER: 'Mitarbeiterin / Mitarbeiter',
      ADMIN: 'Plattform-Administration',
      ORG_ADMIN: 'Einrichtungs-Administration',
      ORG_SUB: 'Abteilungszugang',
      AGENCY: 'Agenturzugang',
    },
  },
  sms: {
    default: 'Neuigkeiten zu "{{title}}" ({{organisation}}).',
    offer: '{{organisation}}: Können Sie "{{title}}" übernehmen?',
    offer_accepted: 'Zugesagt: "{{title}}". Bitte auswählen.',
    hr_review: 'Entscheidung nötig: niemand aus dem Pool hat "{{title}}" übernommen.',
    request_filled: '"{{title}}" ({{organisation}}) ist besetzt.',
    request_cancelled: '{{organisation}} hat "{{title}}" abgesagt.',
    external_request: 'Neue Anfrage von {{organisation}}: "{{title}}".',
    request_changed:
      '{{organisation}} hat "{{title}}" geändert. Bitte prüfen Sie die neuen Angaben.',
    offer_withdrawn:
      '{{organisation}} hat "{{title}}" geändert: passt nicht mehr zu Ihnen, keine Antwort nötig.',
    acceptance_withdrawn: '{{organisation}} hat "{{title}}" geändert: Ihre Zusage gilt nicht mehr.',
    timesheet_due: 'Bitte bestätigen Sie Ihre Stunden für "{{title}}" ({{organisation}}).',
    timesheet_submitted: 'Stunden für "{{title}}" warten auf Ihre Freigabe.',
    aueg_equal_pay_soon:
      'Ein Einsatz bei {{organisation}} erreicht in 4 Wochen 9 Monate: ab dann gilt Equal Pay (AÜG). Wer: siehe App.',
    aueg_limit_soon:
      'Ein Einsatz bei {{organisation}} erreicht in 4 Wochen 18 Monate: danach keine Schichten mehr (AÜG). Wer: siehe App.',
    accept: 'Ja: {{link}}',
    decline: 'Nein: {{link}}',
  },
};
