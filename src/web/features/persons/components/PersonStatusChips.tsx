import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Person } from '#shared/contracts/admin';

/** Role, deactivated and unconfirmed-e-mail chips under a person's name. */
export function PersonStatusChips({ person }: { person: Person }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" label={t(`roles.${person.role}`)} component="span" />
      {person.archived ? (
        <Chip
          size="small"
          color="warning"
          label={t('adminPeople.detail.deactivated')}
          component="span"
        />
      ) : null}
      {!person.emailConfirmed ? (
        <Chip
          size="small"
          variant="outlined"
          label={t('adminPeople.detail.notConfirmed')}
          component="span"
        />
      ) : null}
    </Stack>
  );
}
