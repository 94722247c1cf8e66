import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Collapse,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslation } from 'react-i18next';
import type { MetaFieldsResponse, ReferenceItem } from '#shared/contracts/reference';
import { DOCTOR_POSITIONS, NURSING_QUALIFICATIONS } from '#shared/application-documents';
import { useLanguage } from '#web/i18n/useLanguage';
import { activeFilterCount, EMPTY_FILTERS, FILTER_FIELDS } from '../filters';
import type { BoardFilters } from '../filters';

type FilterValues = Pick<BoardFilters, (typeof FILTER_FIELDS)[number]>;

const pick = (filters: BoardFilters): FilterValues => ({
  accommodation: filters.accommodation,
  contract: filters.contract,
  postcode: filters.postcode,
  position: filters.position,
  speciality: filters.speciality,
  search: filters.search,
});

/** One of the board's choices: 'All' (empty) first, then its options. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
  lg,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  /** Columns at the widest layout. */
  lg: number;
}) {
  const { t } = useTranslation();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, lg }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <MenuItem value="">{t('jobBoard.filter.all')}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}

/**
 * The board's filter (spec 001: accommodation, contract, postcode, position, speciality, all,
 * reset, search). The fields edit a draft; Search applies it, Reset clears every field; 'All'
 * is each choice's empty option. Collapsed behind a button on phones.
 */
export function BoardFilterPanel({
  filters,
  onApply,
  contractTypes,
  fields,
  qualifications,
}: {
  filters: BoardFilters;
  onApply: (values: FilterValues) => void;
  /**
   * Reference data, loaded by the page (GET /api/contract-types, /api/metainformation/fields,
   * /api/qualifications).
   */
  contractTypes: ReferenceItem[] | undefined;
  fields: MetaFieldsResponse | undefined;
  qualifications: ReferenceItem[] | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>(() => pick(filters));
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    // The URL changed (back button, a link): show its filters.
    setApplied(filters);
    setDraft(pick(filters));
  }
  const specialities = Object.entries(fields ?? {})
    .map(([key, field]) => ({ key, label: field.label[lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  const count = activeFilterCount(filters);
  const set = <K extends keyof FilterValues>(key: K, value: FilterValues[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Box sx={{ mb: 2.5 }}>
      {!wide ? (
        <Button
          variant="outlined"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="job-board-filter"
          startIcon={
            <Badge color="primary" badgeContent={count} invisible={count === 0}>
              <FilterListIcon />
            </Badge>
          }
          sx={{ mb: open ? 1.5 : 0, minHeight: 44 }}
        >
          {open ? t('jobBoard.filter.hide') : t('jobBoard.filter.show')}
        </Button>
      ) : null}
      <Collapse in={wide || open} id="job-board-filter">
        <Paper
          component="form"
          role="search"
          aria-label={t('jobBoard.filter.label')}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 2.5 } }}
          onSubmit={(event) => {
            event.preventDefault();
            onApply({ ...draft, postcode: draft.postcode.trim(), search: draft.search.trim() });
            if (!wide) setOpen(false);
          }}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8, lg: 4 }}>
              <TextField
                fullWidth
                size="small"
                label={t('jobBoard.filter.search')}
                placeholder={t('jobBoard.filter.searchPlaceholder')}
                value={draft.search}
                onChange={(event) => set('search', event.target.value)}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
              <TextField
                fullWidth
                size="small"
                label={t('jobBoard.filter.postcode')}
                value={draft.postcode}
                onChange={(event) =>
                  set('postcode', event.target.value.replace(/\D/g, '').slice(0, 5))
                }
                placeholder={t('jobBoard.filter.postcodeHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            </Grid>
            <FilterSelect
              lg={3}
              label={t('jobBoard.filter.speciality')}
              value={draft.speciality}
              onChange={(value) => set('speciality', value)}
              options={specialities.map((option) => ({ value: option.key, label: option.label }))}
            />
            <FilterSelect
              lg={3}
              label={t('jobBoard.filter.position')}
              value={draft.position}
              onChange={(value) => set('position', value as FilterValues['position'])}
              // Doctors' grades find substitute doctors' requests, nursing qualifications the
              // nursing shifts they may work.
              options={[
                ...DOCTOR_POSITIONS.map((value) => ({
                  value,
                  label: t(`jobBoard.positions.${value}`),
                })),
                ...NURSING_QUALIFICATIONS.map((value) => ({
                  value,
                  label: qualifications?.find((item) => item.key === value)?.label[lang] ?? value,
                })),
              ]}
            />
            <FilterSelect
              lg={4}
              label={t('jobBoard.filter.contract')}
              value={draft.contract}
              onChange={(value) => set('contract', value)}
              options={(contractTypes ?? []).map((option) => ({
                value: option.key,
                label: option.label[lang],
              }))}
            />
            <FilterSelect
              lg={3}
              label={t('jobBoard.filter.accommodation')}
              value={draft.accommodation}
              onChange={(value) => set('accommodation', value as FilterValues['accommodation'])}
              options={[
                { value: 'true', label: t('jobBoard.filter.withAccommodation') },
                { value: 'false', label: t('jobBoard.filter.withoutAccommodation') },
              ]}
            />
            <Grid size={{ xs: 12, lg: 5 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ ml: { lg: 'auto' }, width: { xs: '100%', lg: 'auto' } }}
              >
                <Button
                  type="button"
                  variant="text"
                  startIcon={<RestartAltIcon />}
                  onClick={() => {
                    setDraft(pick(EMPTY_FILTERS));
                    onApply(pick(EMPTY_FILTERS));
                  }}
                  sx={{ flex: { xs: 1, lg: 'none' }, minHeight: 40 }}
                >
                  {t('jobBoard.filter.reset')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SearchIcon />}
                  sx={{ flex: { xs: 1, lg: 'none' }, minHeight: 40 }}
                >
                  {t('jobBoard.filter.apply')}
                </Button>
              </Stack>
            </Grid>
          </Grid>
        </Paper>
      </Collapse>
    </Box>
  );
}
