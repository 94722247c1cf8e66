import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Applicant } from '../../../../../shared/contracts/requests';
import { useLanguage } from '../../../../i18n/useLanguage';

const STATE_COLOURS = {
  applied: 'info',
  selected: 'success',
  not_selected: 'default',
  withdrawn: 'default',
  request_cancelled: 'warning',
} as const;

function name(applicant: Applicant) {
  return `${applicant.user.firstName} ${applicant.user.lastName}`.trim();
}

/** Every applicant of a request: name, qualification, state, hourly rate and agency. */
export function ApplicantsList({ applicants }: { applicants: Applicant[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const money = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  });
  const none = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      –
    </Box>
  );

  if (applicants.length === 0) {
    return <Typography color="text.secondary">{t('requestDetail.noApplicants')}</Typography>;
  }

  const cells = (applicant: Applicant) => ({
    name: name(applicant),
    qualification: applicant.user.user_info.qualification.level || none,
    state: (
      <Chip
        size="small"
        color={STATE_COLOURS[applicant.state]}
        label={t(`requests.applicantStates.${applicant.state}`)}
      />
    ),
    rate: applicant.hourlyRate === null ? none : `${money.format(applicant.hourlyRate)}/h`,
    agency: applicant.agency?.name ?? t('requestDetail.ownPool'),
  });

  if (!wide) {
    // On a phone, one block per person instead of a table wider than the screen.
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {applicants.map((applicant) => {
          const row = cells(applicant);
          return (
            <Box
              component="li"
              key={applicant._id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                {row.state}
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {row.qualification} · {row.agency}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.25 }}>
                {t('requestDetail.applicants.rate')}: {row.rate}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('requestDetail.sections.applicants')}>
        <TableHead>
          <TableRow>
            {(['name', 'qualification', 'state', 'rate', 'agency'] as const).map((column) => (
              <TableCell key={column} align={column === 'rate' ? 'right' : 'left'}>
                {t(`requestDetail.applicants.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {applicants.map((applicant) => {
            const row = cells(applicant);
            return (
              <TableRow key={applicant._id}>
                <TableCell sx={{ fontWeight: 600 }}>{row.name}</TableCell>
                <TableCell>{row.qualification}</TableCell>
                <TableCell>{row.state}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.rate}
                </TableCell>
                <TableCell>{row.agency}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
