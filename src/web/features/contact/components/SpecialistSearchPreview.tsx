import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '#web/components/layout/ActionButton';

/** The search form's layout switches at 840 and 480 px (as in SpecialistSearch). */
const NARROW = '@media (max-width:840px)';
const SMALL = '@media (max-width:480px)';

const labelShrunk = {
  transform: 'translate(10px, -9px) scale(0.75)',
  px: '5px',
  bgcolor: 'background.paper',
};

/** An outlined text field that looks like MUI's (label, notch, helper-text space), in plain HTML. */
function StaticField({
  id,
  name,
  label,
  placeholder,
}: Record<'id' | 'name' | 'label' | 'placeholder', string>) {
  return (
    <Box sx={{ position: 'relative', mb: 'calc(3px + 0.75rem * 1.66)' }}>
      <Box
        component="input"
        id={id}
        name={name}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        sx={(theme: Theme) => ({
          ...theme.typography.body1,
          lineHeight: '1.4375em',
          display: 'block',
          boxSizing: 'border-box',
          width: '100%',
          height: 56,
          m: 0,
          px: '14px',
          py: '16.5px',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 1,
          borderColor:
            theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)',
          borderRadius: `${theme.shape.borderRadius}px`,
          '&:hover': { borderColor: 'text.primary' },
          '&:focus': {
            outline: 'none',
            borderColor: 'primary.main',
            boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
          },
          '&::placeholder': { color: 'currentColor', opacity: 0 },
          '&:focus::placeholder': { opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
          '&:focus + label': { ...labelShrunk, color: 'primary.main' },
          '&:not(:placeholder-shown) + label': labelShrunk,
        })}
      />
      <Box
        component="label"
        htmlFor={id}
        sx={(theme: Theme) => ({
          ...theme.typography.body1,
          lineHeight: '1.4375em',
          position: 'absolute',
          left: 0,
          top: 0,
          maxWidth: 'calc(100% - 24px)',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: 'text.secondary',
          pointerEvents: 'none',
          transformOrigin: 'top left',
          transform: 'translate(14px, 16px) scale(1)',
          transition: 'transform 200ms, color 200ms',
        })}
      >
        {label}
      </Box>
    </Box>
  );
}

/**
 * The first row of the specialist search (the two inputs and the Search button) as light,
 * static markup: the home page paints it without zod, react-hook-form or the autocomplete.
 * DeferredSpecialistSearch swaps the real form in and hands over what happened here.
 */
export function SpecialistSearchPreview({
  idPrefix,
  onSearch,
}: {
  idPrefix: string;
  /** The Search button or Enter: the real form opens its panel once it is in. */
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    // method="dialog": before hydration, Enter or Search does nothing rather than reload the page.
    <Box
      component="form"
      method="dialog"
      noValidate
      aria-label={t('contact.search.label')}
      onSubmit={submit}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr auto',
          columnGap: 2,
          alignItems: 'start',
          [NARROW]: { gridTemplateColumns: '1fr 1fr' },
          [SMALL]: { gridTemplateColumns: '1fr' },
        }}
      >
        <StaticField
          id={`${idPrefix}-specialist`}
          name="specialistValue"
          label={t('contact.search.specialist')}
          placeholder={t('contact.search.specialistPlaceholder')}
        />
        <StaticField
          id={`${idPrefix}-field`}
          name="fieldValue"
          label={t('contact.search.field')}
          placeholder={t('contact.search.fieldPlaceholder')}
        />
        <ActionButton
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          aria-expanded={false}
          sx={{ height: 56, px: 4, [NARROW]: { gridColumn: '1 / -1', mb: 1 } }}
        >
          {t('contact.search.submit')}
        </ActionButton>
      </Box>
    </Box>
  );
}
