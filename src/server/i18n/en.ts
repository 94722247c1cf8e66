import { privacyEn } from './privacy';
import { pushEn } from './push';
import { messagesEn } from './messages';
import { waitEn } from './wait-texts';
import { timesheetValidationEn } from './timesheets';
import { bookingValidationEn } from './booking-validation';
import { onCallValidationEn } from './on-call-validation';
import { numberValidationEn } from './number-validation';
import { periodValidationEn } from './period-validation';
import { taxAndBankValidationEn } from './tax-and-bank-validation';
import { mailNotificationEn } from './mail-notification';

/** Server-side texts: error messages and e-mails. The German catalogue must have the same keys. */
export const en = {
  errors: {
    VALIDATION_FAILED: 'Some fields are not valid. Please check your input.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'We could not find what you were looking for.',
    // {{wait}}: the Retry-After in words, e.g. "in 45 seconds" (wait.ts).
    RATE_LIMITED: 'Too many attempts. Please try again {{wait}}.',
    SIGN_IN_PAUSED:
      'Too many failed sign-ins for this address. Password sign-in is paused for it on new devices and works again {{wait}}; you can sign in now with a link sent by e-mail.',
    INTERNAL: 'Something went wrong on our side. Please try again later.',
    UNAVAILABLE: 'We cannot reach our database just now. Please try again in a moment.',
    EMAIL_TAKEN: 'An account with this e-mail address already exists.',
    INVALID_CREDENTIALS: 'The e-mail address or password is not correct.',
    EMAIL_NOT_CONFIRMED:
      'Please confirm your e-mail address first. We have sent you a link; you can also request a new one.',
    TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
    CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
    PASSWORD_RESET_PROOF_MISSING:
      'Please use the link from our e-mail or enter your current password.',
    REQUEST_NOT_EDITABLE: 'This request can no longer be changed: it has been filled or cancelled.',
    AGENCY_EXISTS:
      'You already belong to an agency. Ask an administrator if you need to change it.',
    AGENCY_NOT_VETTED:
      'Your agency is not vetted yet, or its staff-leasing permit has expired. Open requests appear here once an administrator has vetted it.',
    APPLICATION_NOT_WITHDRAWABLE:
      'This application can no longer be withdrawn: the clinic has already decided, or the request was cancelled.',
    REQUEST_NOT_OPEN:
      'This request is no longer open: someone has already been selected, or it was cancelled.',
    APPLICATION_NOT_OPEN:
      'This application can no longer be selected: it was withdrawn or already decided.',
    OFFER_ANSWERED: 'You have already answered this request. Your first answer counts.',
    OFFER_EXPIRED: 'The time to answer this request has run out. Thank you all the same.',
    OFFER_WITHDRAWN:
      'This request was changed and no longer fits you, so the offer was withdrawn. Thank you all the same.',
    NOT_IN_HR_REVIEW:
      'This request is not waiting for an HR decision (any more): it has been decided, filled or cancelled.',
    PROFILE_OWNED_BY_PERSON:
      'This person manages their own profile since they set up their account: ask them to change it.',
    INVITATION_NOT_OPEN: 'This invitation has already been answered, was withdrawn or has expired.',
    INVOICE_NOT_OPEN:
      'This invoice is already paid or cancelled, or is a credit note: it cannot be changed.',
    INVOICE_EXISTS:
      'An invoice for this placement and month has already been issued. Cancel it first to issue a new one.',
    TIMESHEET_APPROVED: 'These hours have already been approved and can no longer be changed.',
    TIMESHEET_NOT_DUE: 'This shift has not ended yet: its hours can be confirmed once it is over.',
    TIMESHEET_NOT_SUBMITTED:
      'The hours have not been confirmed yet. Correct them with a reason instead of approving.',
    TIMESHEET_WARNINGS:
      'These hours break the Working Hours Act (breaks, more than 10 hours, or rest under 11 hours). Check them and confirm that you have seen the warnings.',
    TIMESHEET_OWN_HOURS:
      'You worked or confirmed these hours yourself: another ward manager or HR must approve or correct them.',
    WORKING_TIME_REFUSED:
      'This person cannot be booked: the Working Hours Act does not allow these shifts beside their other shifts.',
    WORKING_TIME_WARNINGS:
      'Booking this person needs a reason: the shifts raise Working Hours Act warnings.',
    ALREADY_BOOKED:
      'Already booked at that time: the person has another booked shift that overlaps these dates. Nobody can be in two places at once, so nothing was booked.',
    LAST_ADMINISTRATOR:
      'You are the last administrator of an organisation, agency or the platform. Hand over first: invite someone to take over, then delete your account.',
    AUEG_LIMIT_PASSED:
      'Selecting this person would pass the maximum of 18 months at your clinic under the Staff Leasing Act (AÜG §1 (1b)). The applicant list shows their last allowed day: choose someone else or shorten the request.',
    AGENCY_PERMIT_INVALID:
      "The agency's staff-leasing permit does not cover every shift of this request: it has expired or ends before the last shift. The agency can be selected once its permit has been renewed.",
  },
  wait: waitEn,
  validation: {
    Postcode_is_not_valid:
      'Please enter the postcode as the country writes it, in Germany five digits (e.g. 10115)',
    Vat_id_is_not_valid: 'Please enter a VAT ID such as DE123456789',
    Month_is_not_valid: 'Please enter a month as YYYY-MM',
    Month_not_closed:
      'Only a past month can be billed: its hours may still change until it has ended',
    Hours_not_billable:
      'These hours cannot be billed: check the placement, the month and the rates',
    Department_name_taken: 'This organisation already has a department of that name',
    Commission_rate_invalid: 'Please enter a rate between 0 and 100 percent',
    Time_zone_is_not_valid: 'Please choose a time zone from the list',
    Permit_is_missing: 'Please enter the staff-leasing permit first',
    Permit_has_expired: 'The staff-leasing permit has expired',
    Vetting_reason_required: 'Please give the agency a reason',
    Email_is_not_valid: 'Email is not valid',
    Password_is_not_valid: 'Please enter your password',
    Password_too_short: 'The password must have at least 8 characters',
    FirstName_is_not_valid: 'Please enter your first name',
    LastName_is_not_valid: 'Please enter your last name',
    Institution_is_not_valid: 'Please enter your institution',
    Position_is_not_valid: 'Please enter your position',
    PhoneNumber_is_not_valid: 'Please enter a valid phone number',
    AcceptTC_is_required: 'Please accept the terms and the privacy policy',
    Field_is_required: 'This field is required',
    Text_has_control_characters:
      'Please remove the control characters (such as line breaks or tabs) from this field',
    Email_is_taken: 'An account with this e-mail address already exists',
    Specialist_required: 'Please enter what you are looking for',
    Field_of_work_required: 'Please enter the field',
    Date_required: 'Please enter the date',
    Hospital_required: 'Please enter your hospital',
    Name_required: 'Please enter your name',
    Email_required: 'Please enter your e-mail address',
    Phone_required: 'Please enter your phone number',
    Agreement_required: 'Please agree to the privacy policy to continue',
    Date_order: 'The end date must not be before the start date',
    Message_required: 'Please enter your message',
    Incorrect_url: 'Incorrect url',
    Country_is_not_valid: 'Please choose a country',
    Unknown_field: 'This field cannot be changed',
    Repeated_field: 'This field was sent twice',
    Logo_is_required: 'Please attach a logo',
    File_type_not_allowed: 'This file type is not allowed',
    File_too_large: 'The file is larger than 5 MB',
    Pdf_only: 'Please upload PDF files only',
    File_empty: 'The file is empty',
    Consent_version_unknown: 'This version is not in effect or announced; please reload the page',
    Consent_version_missing: 'Please name the version you accept',
    Account_deactivated: 'This account is deactivated',
    Cannot_remove_yourself: 'You cannot remove your own account',
    Email_already_confirmed: 'This e-mail address is already confirmed',
    Too_many_pictures: 'An organisation has at most 10 pictures',
    Departments_are_required: 'Please add at least one department',
    Title_is_required: 'Please enter a title',
    Dates_are_required: 'Please add at least one date',
    Department_is_required: 'Please choose a station',
    Organisation_is_required: 'Please choose an organisation',
    ...timesheetValidationEn,
    ...bookingValidationEn,
    ...onCallValidationEn,
    ...periodValidationEn,
    ...taxAndBankValidationEn,
    ...numberValidationEn,
    Dates_of_one_kind: 'All dates of a request must be of the same kind',
    Pay_is_not_valid: 'Please enter an hourly pay between 0 and 10,000 euros',
    Time_limit_is_not_valid: 'Please enter a time limit of 0 to 336 hours',
    Unknown_option: 'Please choose one of the listed options',
    Organisation_not_allowed: 'You cannot post requests for this organisation',
    Organisation_cannot_change: 'The organisation of a request cannot be changed',
    Department_not_in_organisation: 'This station does not belong to the chosen organisation',
    Department_not_allowed: 'You cannot post requests for this station',
    Internal_cost_is_not_valid:
      'Please enter an internal hourly cost above 0 and at most 10,000 euros, in euros and cents',
    Federal_state_is_not_valid: 'Please choose the federal state',
    Surcharge_percent_is_not_valid: 'Please enter a whole percentage from 0 to 300',
    Timesheet_tolerance_is_not_valid: 'Please enter a whole number of hours from 0 to 12',
    Setting_is_required: 'Please send at least one setting to change',
    Name_is_required: 'Please choose the staff member you offer',
    Hourly_rate_is_required: 'Please enter an hourly rate above 0 and at most 10,000 euros',
    Required_files_missing: 'Please upload all the required files',
    Document_has_expired: 'This document has expired; please upload a current one',
    Document_not_asked_for: 'This request does not ask for this document',
    Already_applied: 'This person has already applied for this request',
    Not_a_staff_member: 'This person is not one of your staff',
    Document_not_pdf: 'Only PDF files are allowed',
    Phone_required_for_sms: 'Please enter a mobile number to get SMS',
    Postcode_prefix_invalid: 'Please enter the start of a postcode: 1 to 5 digits',
    Too_many_values: 'Please choose at most 50',
    Push_endpoint_not_https: 'A push subscription must name an https:// address of a push service',
    Push_endpoint_not_public:
      'A push subscription must name a public push service, not a local, private or reserved address',
    invalid_value: 'This value is not valid',
  },
  messages: messagesEn,
  privacy: privacyEn,
  push: pushEn,
  mail: {
    greetingAnonymous: 'Hello,',
    greeting: 'Hello {{firstName}},',
    signature: 'Your Staffing Marketplace team',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    email_confirmation: {
      subject: 'Please confirm your e-mail address',
      intro:
        'thank you for registering with Staffing Marketplace. Please confirm your e-mail address with this link:',
      action: 'Confirm e-mail address',
      validity: 'The link can be used once and is valid for {{hours}} hours.',
    },
    password_reset: {
      subject: 'Reset your password',
      intro: 'we received a request to reset the password of your account. Choose a new one here:',
      action: 'Choose a new password',
      validity: 'The link can be used once and is valid for {{minutes}} minutes.',
    },
    sign_in_link: {
      subject: 'Your sign-in link',
      intro:
        'you asked for a link to sign in to Staffing Marketplace without your password. Sign in here:',
      action: 'Sign in',
      validity: 'The link can be used once and is valid for {{minutes}} minutes.',
    },
    account_exists: {
      subject: 'You already have an account',
      intro:
        'someone, probably you, just tried to register with this e-mail address, but it already has an account with Staffing Marketplace. Nothing was changed. Sign in here:',
      action: 'Sign in',
      forgot: 'Forgotten your password? Choose a new one here: {{link}}',
    },
    account_deleted: {
      subject: 'Your account has been deleted',
      intro:
        'as you asked, your Staffing Marketplace account has been deleted. Your profile, documents, memberships and settings are gone; where others depend on the history (requests, placements, timesheets) you now appear as “Deleted user”.',
      none: 'Nothing else about you is kept.',
      kept: 'What the law makes us keep:',
      notYou: 'If you did not ask for this, contact us at once.',
    },
    password_changed: {
      subject: 'Your password was changed',
      intro:
        'the password of your Staffing Marketplace account was just changed, and all devices were signed out.',
      warning:
        'If this was not you, reset your password at once with “Forgot password” and contact us.',
    },
    contact_confirmation: {
      subject: 'We have received your request',
      intro:
        'thank you for contacting us. We have received your request and will get back to you within one working day, usually much sooner.',
      notYou:
        'If you did not contact us, someone else entered your e-mail address: you can ignore this e-mail.',
    },
    contact_received: {
      subject: 'New contact request: {{kind}}',
      intro: 'a new request arrived through the public site:',
    },
    contact_kinds: {
      search: 'specialist search',
      clinic: 'clinic',
      agency: 'agency',
      general: 'general enquiry',
      accessibility: 'accessibility feedback',
    },
    contact_fields: {
      specialist: 'Looking for',
      field: 'Field',
      dates: 'Period',
      hospitalName: 'Hospital',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      message: 'Message',
      language: 'Language',
    },
    // The greeting's name: "Hello team,".
    operator: 'team',
    invitation: {
      subject: 'You are invited to Staffing Marketplace',
      intro: 'you have been invited to Staffing Marketplace.',
      introTarget: 'you have been invited to join {{target}} on Staffing Marketplace.',
      role: 'Your access: {{role}}. Choose your name and password to start:',
      action: 'Accept the invitation',
      validity: 'The link can be used once and is valid for {{days}} days.',
    },
    agency_vetting: {
      reason: 'Note from our team: {{note}}',
      vetted: {
        subject: '{{agency}} is now vetted',
        intro:
          'we have checked the staff-leasing permit of {{agency}}. Your agency is vetted: you now see the open requests of clinics and can apply with your staff.',
        action: 'See new jobs',
      },
      rejected: {
        subject: 'We could not vet {{agency}} yet',
        intro:
          'we have looked at the details of {{agency}} and could not vet the agency yet. Please check the note below, update your staff-leasing permit in the agency area, and we will look again.',
        action: 'Open the agency area',
      },
    },
    application_selected: {
      subject: 'Selected: {{person}} for {{title}}',
      subjectSelf: 'You were selected: {{title}}',
      intro: '{{organisation}} has selected {{person}} of your agency for the request “{{title}}”.',
      introSelf: '{{organisation}} has selected you for the request “{{title}}”.',
      dates: 'The dates:',
      more: 'and {{count}} more dates',
      next: 'Please get in touch with the clinic to arrange the start. The application now shows as selected.',
      action: 'Open applied jobs',
    },
    application_not_selected: {
      subject: 'Not selected: {{title}}',
      subjectSelf: 'Not selected: {{title}}',
      intro:
        '{{organisation}} has chosen another applicant for the request “{{title}}”: {{person}} was not selected this time.',
      introSelf:
        '{{organisation}} has chosen another applicant for the request “{{title}}”: you were not selected this time.',
      dates: 'It was planned for:',
      more: 'and {{count}} more dates',
      next: 'Thank you for applying. New requests are waiting for you.',
    },
    request_cancelled: {
      subject: 'Cancelled: {{title}}',
      intro:
        '{{organisation}} has cancelled the request “{{title}}” you were booked or had applied for. You do not need to come.',
      dates: 'It was planned for:',
      more: 'and {{count}} more dates',
      next: 'Your other bookings stay as they are. Thank you for your readiness to help.',
    },
    invoice_issued: {
      subject: 'Invoice {{number}} from {{issuer}}',
      intro:
        '{{issuer}} has issued invoice {{number}} to you over {{amount}}, payable by {{dueDate}}.',
      attached:
        'The invoice is attached as a PDF and as an electronic invoice (EN 16931, CII XML) for your accounting.',
      action: 'Open the invoices',
    },
    agency_staff_added: {
      subject: '{{agency}} has added you to its staff',
      intro:
        '{{agency}} has added you to the staff it offers to clinics on our platform, using the account you already have with us.',
      data: 'The agency can now see your name, contact details and qualification, keep documents such as your CV for you, and apply for shifts on your behalf. You can check your profile at any time after signing in.',
      action: 'Sign in',
      objection:
        'If you did not agree to this, please tell {{agency}}: the agency can remove you from its staff at any time.',
    },
    membership_invitation: {
      subject: '{{target}} asks you to join',
      intro: '{{target}} would like to add your account to its team on our platform.',
      kinds: {
        agency_user: 'You would work as a dispatcher of the agency.',
        agency_customer:
          'The agency would offer you to clinics: it would see your name, contact details and qualification, keep documents for you and apply for shifts on your behalf.',
        organisation_user: 'You would manage the organisation as its HR.',
        department_user: 'You would manage the ward and its staff requests.',
        department_customer: 'You would join the ward’s staff pool and be offered its shifts.',
      },
      nothing:
        'Nothing changes for your account unless you accept. You can leave again at any time from your account.',
      accept: 'Review and accept',
      decline: 'To decline, open: {{link}}',
      validity: 'The invitation is valid for {{days}} days.',
      ignore: 'If you ignore this e-mail, nothing happens.',
    },
    membership_added: {
      subject: 'You now have access to {{target}}',
      intro: 'your account now also has access to {{target}}. Sign in as usual to see it.',
      action: 'Sign in',
    },
    notification: mailNotificationEn,
    roles: {
      USER: 'staff member',
      ADMIN: 'platform administrator',
      ORG_ADMIN: 'organisation administrator',
      ORG_SUB: 'department user',
      AGENCY: 'agency user',
    },
  },
  sms: {
    default: 'News about "{{title}}" ({{organisation}}).',
    offer: '{{organisation}}: can you take "{{title}}"?',
    offer_accepted: 'Accepted: "{{title}}". Pick who takes it.',
    hr_review: 'Decision needed: nobody from the pool took "{{title}}".',
    request_filled: '"{{title}}" ({{organisation}}) has been filled.',
    request_cancelled: '{{organisation}} cancelled "{{title}}".',
    external_request: 'New request from {{organisation}}: "{{title}}".',
    request_changed: '{{organisation}} changed "{{title}}". Please check the new details.',
    offer_withdrawn:
      '{{organisation}} changed "{{title}}": it no longer fits you, no answer needed.',
    acceptance_withdrawn:
      '{{organisation}} changed "{{title}}": your acceptance no longer applies.',
    timesheet_due: 'Please confirm your hours for "{{title}}" ({{organisation}}).',
    timesheet_submitted: 'Hours for "{{title}}" wait for your approval.',
    aueg_equal_pay_soon:
      'An assignment at {{organisation}} reaches 9 months in 4 weeks: equal pay is due from then (AÜG). Who: see the app.',
    aueg_limit_soon:
      'An assignment at {{organisation}} reaches 18 months in 4 weeks: no shifts after that (AÜG). Who: see the app.',
    accept: 'Yes: {{link}}',
    decline: 'No: {{link}}',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
