import { useId } from 'react';
import { Box, Button, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '#web/components/form/FormMessage';
import { ContactConfirmationDialog } from './ContactConfirmationDialog';
import { SearchContactPanel } from './SearchContactPanel';
import { NARROW, SMALL } from './search-layout';
import { SuggestField } from './SuggestField';
import { useSpecialistSearch } from './useSpecialistSearch';
import type { SearchHandover } from './useSpecialistSearch';

export interface SpecialistSearchProps {
  /** Heading level of the contact panel's title (the page around it decides). Default 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * 'paper' (default): the search bar and the panel are cards of their own. 'none': no card
   * chrome, for a page that already puts the form on a card.
   */
  surface?: 'paper' | 'none';
  /** State taken over from the static stand-in, applied once on mount. */
  handover?: SearchHandover;
}

/**
 * The home page's specialist search (spec 001 sections 2 to 5): 'we are looking for' a
 * specialist 'in our' department; the search button opens the contact panel with the period,
 * hospital, name, e-mail, phone and consent. A confirmation dialog follows a stored request.
 */
export function SpecialistSearch({
  headingLevel = 3,
  surface = 'paper',
  handover,
}: SpecialistSearchProps) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const uid = useId();
  const panelId = `${uid}-panel`;
  const titleId = `${uid}-title`;
  const card = surface === 'paper';
  const search = useSpecialistSearch(handover);
  const { form, open, specialists, fields, searchButton, changeSpecialist, openPanel, send } =
    search;
  const { control } = form;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('contact.search.label')}
      onSubmit={(event) => {
        // Enter in the search fields searches while the panel is closed.
        if (!open) {
          event.preventDefault();
          openPanel();
          return;
        }
        void send(event);
      }}
    >
      <Paper
        elevation={card ? 3 : 0}
        sx={{
          p: card ? { xs: 2, sm: 3 } : 0,
          bgcolor: card ? undefined : 'transparent',
          display: 'grid',
          gridTemplateColumns: '1fr 1fr auto',
          columnGap: 2,
          alignItems: 'start',
          [NARROW]: { gridTemplateColumns: '1fr 1fr' },
          [SMALL]: { gridTemplateColumns: '1fr', p: card ? 2 : 0 },
        }}
      >
        <Controller
          name="specialistValue"
          control={control}
          render={({ field, fieldState }) => (
            <SuggestField
              id={`${uid}-specialist`}
              name={field.name}
              label={t('contact.search.specialist')}
              placeholder={t('contact.search.specialistPlaceholder')}
              options={specialists}
              value={field.value}
              onChange={(next) => changeSpecialist(next, field.onChange)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Controller
          name="fieldValue"
          control={control}
          render={({ field, fieldState }) => (
            <SuggestField
              id={`${uid}-field`}
              name={field.name}
              label={t('contact.search.field')}
              placeholder={t('contact.search.fieldPlaceholder')}
              options={fields}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError(fieldState.error)}
            />
          )}
        />
        <Button
          type="button"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          ref={searchButton}
          onClick={openPanel}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{
            height: 56,
            px: 4,
            [NARROW]: { gridColumn: '1 / -1', mb: 1 },
          }}
        >
          {t('contact.search.submit')}
        </Button>
      </Paper>

      <SearchContactPanel
        search={search}
        panelId={panelId}
        titleId={titleId}
        headingLevel={headingLevel}
        card={card}
      />
      <ContactConfirmationDialog
        open={search.confirmed}
        onClose={search.closeConfirmation}
        disableRestoreFocus
      />
    </Box>
  );
}
