import type { Language } from '#shared/languages';
import type { SurchargeBand } from '#shared/surcharges';

const SURCHARGE_NAMES: Record<Language, Record<SurchargeBand, string>> = {
  en: {
    night: 'Night',
    saturday: 'Saturday',
    sunday: 'Sunday',
    holiday: 'Public holiday',
    dec24And31: '24/31 December',
  },
  de: {
    night: 'Nachtarbeit',
    saturday: 'Samstagsarbeit',
    sunday: 'Sonntagsarbeit',
    holiday: 'Feiertagsarbeit',
    dec24And31: '24./31. Dezember',
  },
};

/** What an invoice says in each language: the PDF's labels and the lines' descriptions. */
export const INVOICE_TEXTS = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Invoice number',
    issueDate: 'Date of issue',
    servicePeriod: 'Service period',
    dueDate: 'Due date',
    cancels: 'Cancels invoice',
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    position: 'Pos.',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    hours: 'h',
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    paymentTerm: (days: number, due: string) =>
      `Payable without deduction within ${days} days, by ${due}.`,
    transferTo: (account: string) => `Please transfer the amount to ${account}.`,
    accountHolder: 'account holder',
    creditNoteTerm: 'The amount will be credited to you.',
    activeLine: (title: string, worker: string, month: string) =>
      `Active duty: ${title}, ${worker}, ${month}`,
    onCallLine: (title: string, worker: string, month: string) =>
      `On-call duty: ${title}, ${worker}, ${month}`,
    commissionLine: (rate: string, volume: string, title: string, month: string) =>
      `Commission ${rate} % of the order volume ${volume}: ${title}, ${month}`,
    surchargeLine: (band: SurchargeBand, percent: number, title: string, month: string) =>
      `${SURCHARGE_NAMES.en[band]} surcharge ${percent} %: ${title}, ${month}`,
  },
  de: {
    invoice: 'Rechnung',
    creditNote: 'Stornorechnung (Gutschrift)',
    number: 'Rechnungsnummer',
    issueDate: 'Rechnungsdatum',
    servicePeriod: 'Leistungszeitraum',
    dueDate: 'Fällig am',
    cancels: 'Storniert Rechnung',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    hours: 'Std.',
    net: 'Nettobetrag',
    vat: (rate: number) => `Umsatzsteuer ${rate} %`,
    gross: 'Gesamtbetrag',
    paymentTerm: (days: number, due: string) =>
      `Zahlbar ohne Abzug innerhalb von ${days} Tagen bis zum ${due}.`,
    transferTo: (account: string) => `Bitte überweisen Sie den Betrag auf das Konto ${account}.`,
    accountHolder: 'Kontoinhaber',
    creditNoteTerm: 'Der Betrag wird Ihnen gutgeschrieben.',
    activeLine: (title: string, worker: string, month: string) =>
      `Aktiver Dienst: ${title}, ${worker}, ${month}`,
    onCallLine: (title: string, worker: string, month: string) =>
      `Bereitschaftsdienst: ${title}, ${worker}, ${month}`,
    commissionLine: (rate: string, volume: string, title: string, month: string) =>
      `Provision ${rate} % auf das Auftragsvolumen ${volume}: ${title}, ${month}`,
    surchargeLine: (band: SurchargeBand, percent: number, title: string, month: string) =>
      `Zuschlag ${SURCHARGE_NAMES.de[band]} ${percent} %: ${title}, ${month}`,
  },
} satisfies Record<Language, unknown>;

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

export function formatNumber(value: number, language: Language, digits = 2): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A calendar day (YYYY-MM-DD) as the language writes it: 30/11/2026, 30.11.2026. */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-');
  return language === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

/** A month (YYYY-MM) as 11/2026. */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

/** German-speaking recipients get German invoices, everyone else English. */
export function languageForCountry(country: string): Language {
  return ['DE', 'AT', 'CH', 'LI', 'LU'].includes(country.toUpperCase()) ? 'de' : 'en';
}
