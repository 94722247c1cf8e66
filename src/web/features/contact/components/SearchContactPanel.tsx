import {
  Box,
  Button,
  Collapse,
  IconButton,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage, useFieldErrorText } from '#web/components/form/FormMessage';
import { todayRange } from '../date-range';
import { ConsentField } from './ConsentField';
import { ContactSteps } from './ContactSteps';
import { DateRangeField } from './DateRangeField';
import { NARROW, SMALL } from './search-layout';
import type { useSpecialistSearch } from './useSpecialistSearch';

/**
 * The contact panel the search button opens (spec 001 sections 3 to 5): period, hospital, name,
 * e-mail, phone, consent and the send button.
 */
export function SearchContactPanel({
  search,
  panelId,
  titleId,
  headingLevel,
  card,
}: {
  search: ReturnType<typeof useSpecialistSearch>;
  panelId: string;
  titleId: string;
  headingLevel: 2 | 3 | 4;
  card: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const { form, errors, open, setOpen, range, setRange, formError, isSubmitting } = search;
  const { control, register } = form;

  const text = (
    name: 'hospitalName' | 'name' | 'email' | 'phone',
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      {...register(name)}
      label={t(`contact.fields.${name}`)}
      autoComplete={autoComplete}
      type={type}
      error={Boolean(errors[name])}
      helperText={fieldError(errors[name]) ?? ' '}
      fullWidth
    />
  );

  const dateError = errors.dateString ?? errors.endDate ?? errors.startDate;

  return (
    <Collapse in={open} timeout="auto">
      <Paper
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        elevation={card ? 3 : 0}
        sx={
          card
            ? { mt: 2, p: { xs: 2, sm: 3 } }
            : {
                mt: 1,
                pt: 3,
                bgcolor: 'transparent',
                borderTop: 1,
                borderColor: 'divider',
                borderRadius: 0,
              }
        }
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}
        >
          <Box>
            <Typography id={titleId} variant="h6" component={`h${headingLevel}`}>
              {t('contact.search.panelTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('contact.search.panelText')}
            </Typography>
          </Box>
          <IconButton
            onClick={() => setOpen((value) => !value)}
            aria-label={t('contact.search.close')}
            aria-controls={panelId}
            aria-expanded={open}
            sx={{ display: 'none', [NARROW]: { display: 'inline-flex' } }}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box sx={{ mb: 3 }}>
          <ContactSteps active={1} />
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
            [NARROW]: { gridTemplateColumns: 'repeat(2, 1fr)' },
            [SMALL]: { gridTemplateColumns: '1fr' },
          }}
        >
          <Controller
            name="dateString"
            control={control}
            render={({ field }) => (
              <DateRangeField
                name={field.name}
                inputRef={field.ref}
                dateString={field.value}
                range={range}
                onChange={setRange}
                onBlur={field.onBlur}
                error={Boolean(dateError)}
                helperText={fieldError(dateError)}
                todayRange={todayRange}
              />
            )}
          />
          {text('hospitalName', 'organization')}
          {text('name', 'name')}
          {text('email', 'email', 'email')}
          {text('phone', 'tel', 'tel')}
        </Box>
        <ConsentField control={control} />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormMessage message={formError} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={isSubmitting}
              sx={{ [SMALL]: { width: '100%' } }}
            >
              {t('contact.search.send')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Collapse>
  );
}
