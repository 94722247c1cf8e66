import type { ReactNode } from 'react';
import { Card, CardContent, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '#shared/contracts/contact';
import type { Language } from '#shared/language-codes';
import { FieldList } from '#web/components/layout/FieldList';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatDateTime, formatIsoDay } from '../format';

function period(request: ContactRequest, lang: Language): string | null {
  if (request.startDate && request.endDate) {
    return `${formatIsoDay(request.startDate, lang)} – ${formatIsoDay(request.endDate, lang)}`;
  }
  return request.dateString;
}

/** Every field of one contact request, with the e-mail and phone as links to answer by. */
export function ContactRequestFields({ request }: { request: ContactRequest }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rows: Array<[string, ReactNode]> = [
    ['kind', t(`contactAdmin.kinds.${request.kind}`)],
    ['createdAt', formatDateTime(request.createdAt, lang)],
    ['language', t(`contactAdmin.languages.${request.language}`)],
    ['specialist', request.specialist],
    ['field', request.field],
    ['period', period(request, lang)],
    ['hospitalName', request.hospitalName],
    ['name', request.name],
    [
      'email',
      <Link
        key="email"
        href={`mailto:${request.email}`}
        title={t('contactAdmin.detail.writeEmail')}
      >
        {request.email}
      </Link>,
    ],
    [
      'phone',
      <Link key="phone" href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>
        {request.phone}
      </Link>,
    ],
    ['message', request.message],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <FieldList
          preWrap
          rows={rows.map(([key, value]) => ({
            key,
            label: t(`contactAdmin.detail.fields.${key}`),
            value,
          }))}
        />
      </CardContent>
    </Card>
  );
}
