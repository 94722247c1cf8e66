/** Server-side texts: error messages and e-mails. The German catalogue must have the same keys. */
export const en = {
  errors: {
    VALIDATION_FAILED: 'Some fields are not valid. Please check your input.',
    UNAUTHENTICATED: 'Please sign in to continue.',
    FORBIDDEN: 'You are not allowed to do this.',
    NOT_FOUND: 'We could not find what you were looking for.',
    RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
    INTERNAL: 'Something went wrong on our side. Please try again later.',
    EMAIL_TAKEN: 'An account with this e-mail address already exists.',
    INVALID_CREDENTIALS: 'The e-mail address or password is not correct.',
    EMAIL_NOT_CONFIRMED:
      'Please confirm your e-mail address first. We have sent you a link; you can also request a new one.',
    TOKEN_INVALID: 'This link is invalid or has expired. Please request a new one.',
    CURRENT_PASSWORD_WRONG: 'Your current password is not correct.',
    PASSWORD_RESET_PROOF_MISSING:
      'Please use the link from our e-mail or enter your current password.',
  },
  validation: {
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
    File_too_large: 'The file is too large',
    File_empty: 'The file is empty',
    invalid_value: 'This value is not valid',
  },
  messages: {
    contactReceived: 'Thank you! We have received your request and will get back to you soon.',
    registered: 'Your account has been created. Please confirm your e-mail address.',
    verificationSent:
      'If an unconfirmed account exists for this address, we have sent a new confirmation link.',
    resetSent: 'If an account exists for this address, we have sent a link to reset the password.',
    passwordUpdated: 'Your password has been changed. Please sign in with the new password.',
  },
  mail: {
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
    password_changed: {
      subject: 'Your password was changed',
      intro:
        'the password of your Staffing Marketplace account was just changed, and all devices were signed out.',
      warning:
        'If this was not you, reset your password at once with “Forgot password” and contact us.',
    },
    contact_confirmation: {
      subject: 'We have received your request',
      intro: 'thank you for your request. This is what you sent us:',
      next: 'We will get back to you within one working day, usually much sooner.',
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
    operator: 'Hello team',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
