import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  Link,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { personFields } from '../../../../shared/contracts/admin';
import type { Person } from '../../../../shared/contracts/admin';
import type { Language } from '../../../../shared';
import { paths } from '../../../app/paths';
import { AuditHistory } from '../../../components/audit';
import {
  EditableForm,
  PERSON_REQUIRED,
  PERSON_SECTIONS,
  personValues,
} from '../../../components/edit-in-place';
import type { FieldChange } from '../../../components/edit-in-place';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePageTitle } from '../../../components/layout/usePageTitle';
import { AdminBreadcrumbs } from '../../../components/navigation/AdminBreadcrumbs';
import {
  useChangePerson,
  usePerson,
  useResendVerification,
} from '../../../features/admin-persons/api';
import { listTypeOfDetail } from '../../../features/admin-persons/person-types';
import { apiErrorText } from '../../../i18n/messages';
import { useLanguage } from '../../../i18n/useLanguage';

/** The editable sections of a person (spec 000 "Person detail sections"). */
const SECTIONS = PERSON_SECTIONS;
const REQUIRED = PERSON_REQUIRED;
const valuesOf = personValues;

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

/** A day as in the spec's user display ("Mar 05 2020"), in the page language. */
function formatDay(value: string | null, lang: Language): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined,
  }).format(date);
}

function fieldLabels(t: TFunction): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of SECTIONS) {
    for (const [name, , key] of section.fields) labels[name] = t(`adminPeople.fields.${key}`);
  }
  return labels;
}

/** A person user: every profile section, editable per field, and its history. */
export default function PersonDetailPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { personType, id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';
  const person = usePerson(id);
  const change = useChangePerson(id);
  const resend = useResendVerification(id);
  const [resent, setResent] = useState<string | null>(null);
  const name = person.data ? `${person.data.firstName} ${person.data.lastName}`.trim() : '';
  usePageTitle(name || t('adminPeople.detail.title'));

  const listType = listTypeOfDetail(personType, person.data?.role);
  const crumbs = [
    { label: t(`adminPeople.types.${listType}.list`), href: paths.adminPersonList(lang, listType) },
    { label: name || t('adminPeople.detail.title') },
  ];

  if (person.isPending) return <LoadingScreen />;
  if (person.isError) {
    return (
      <>
        <AdminBreadcrumbs items={crumbs} />
        <Alert severity="error">{apiErrorText(t, person.error)}</Alert>
      </>
    );
  }

  const data = person.data;
  const values = valuesOf(data);
  const labels = fieldLabels(t);
  const submit = async (changes: FieldChange[]) => {
    await change.mutateAsync(changes);
  };
  const formFor = (section: (typeof SECTIONS)[number]) => (
    <EditableForm
      fields={section.fields.map(([field, kind]) => ({
        name: field,
        label: labels[field]!,
        kind,
        schema: personFields[field],
        required: REQUIRED.has(field),
      }))}
      values={values}
      onSubmit={submit}
      submitLabel={t('adminPeople.detail.save')}
    />
  );
  const sectionCard = (section: (typeof SECTIONS)[number]) => (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`section-${section.id}`}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography variant="h6" component="h2" id={`section-${section.id}`} sx={{ mb: 2 }}>
        {t(`adminPeople.detail.sections.${section.id}`)}
      </Typography>
      {formFor(section)}
    </Paper>
  );
  const byId = (sectionId: string) => SECTIONS.find((section) => section.id === sectionId)!;

  return (
    <>
      <AdminBreadcrumbs items={crumbs} />
      <PageHeader
        title={name || data.email}
        subtitle={
          <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`roles.${data.role}`)} component="span" />
            {data.archived ? (
              <Chip
                size="small"
                color="warning"
                label={t('adminPeople.detail.deactivated')}
                component="span"
              />
            ) : null}
            {!data.emailConfirmed ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('adminPeople.detail.notConfirmed')}
                component="span"
              />
            ) : null}
          </Stack>
        }
        actions={
          !data.emailConfirmed ? (
            <Button
              variant="outlined"
              startIcon={<MarkEmailUnreadIcon />}
              disabled={resend.isPending}
              onClick={() => {
                setResent(null);
                resend.mutate(undefined, { onSuccess: (answer) => setResent(answer.message) });
              }}
            >
              {t('adminPeople.detail.resend')}
            </Button>
          ) : undefined
        }
      />
      {resent ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setResent(null)}>
          {resent}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorText(t, resend.error)}
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: string) =>
            setSearchParams(next === 'details' ? {} : { tab: next }, { replace: true })
          }
          aria-label={t('adminPeople.detail.tabsLabel')}
        >
          <Tab value="details" label={t('adminPeople.detail.tabs.details')} />
          <Tab value="history" label={t('adminPeople.detail.tabs.history')} />
        </Tabs>
      </Box>
      {tab === 'history' ? (
        <AuditHistory entityType="user" entityId={data.id} fieldLabels={labels} />
      ) : (
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('personal'))}</Grid>
          <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('address'))}</Grid>
          <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('qualification'))}</Grid>
          <Grid size={{ xs: 12, xl: 6 }}>{sectionCard(byId('skills'))}</Grid>
          <Grid size={12}>{sectionCard(byId('preferences'))}</Grid>
          {data.agencies.length > 0 ? (
            <Grid size={12}>
              <AgenciesTable person={data} />
            </Grid>
          ) : null}
          <Grid size={12}>
            <EducationTable person={data} />
          </Grid>
        </Grid>
      )}
    </>
  );
}

function SectionTable({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" id={id} sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>{children}</TableContainer>
    </Paper>
  );
}

const headCell = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

function AgenciesTable({ person }: { person: Person }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('adminPeople.detail.sections.agencies');
  return (
    <SectionTable id="section-agencies" title={title}>
      <Table size="small" aria-labelledby="section-agencies">
        <TableHead>
          <TableRow>
            {(['name', 'address', 'postcode', 'country', 'url'] as const).map((column) => (
              <TableCell key={column} sx={headCell}>
                {t(`adminPeople.detail.agencyColumns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {person.agencies.map((agency) => (
            <TableRow key={agency.id}>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.adminAgency(lang, agency.id)}
                >
                  {agency.name}
                </Link>
              </TableCell>
              <TableCell>{agency.address}</TableCell>
              <TableCell>{agency.postcode}</TableCell>
              <TableCell>{agency.country}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{agency.url}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SectionTable>
  );
}

function EducationTable({ person }: { person: Person }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const columns = ['university', 'startdate', 'enddate', 'qualLevel'] as const;
  return (
    <SectionTable id="section-education" title={t('adminPeople.detail.sections.education')}>
      <Table size="small" aria-labelledby="section-education">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={headCell}>
                {t(`adminPeople.detail.educationColumns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {person.education.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', py: 2 }}>
                {t('adminPeople.detail.noEducation')}
              </TableCell>
            </TableRow>
          ) : (
            person.education.map((entry, index) => (
              <TableRow key={`${entry.university}-${index}`}>
                <TableCell>{entry.university}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.startdate, lang)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(entry.enddate, lang)}</TableCell>
                <TableCell>{entry.qualLevel ?? '–'}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </SectionTable>
  );
}
