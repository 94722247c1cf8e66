import { Box, Collapse, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectPageCheckbox } from '#web/components/data-table/SelectPageCheckbox';
import {
  detailsId,
  ExpandButton,
  RowActions,
  RowCheckbox,
  SortLabel,
  TitleLink,
} from './RequestRowControls';
import type { RequestRowsProps } from './RequestRowControls';
import {
  ApplicantsSummary,
  FirstShift,
  MissingValue,
  RequestDetails,
  StateChip,
} from './RequestParts';

/** The request table below lg: stacked cards, so the page never scrolls sideways. */
export function RequestCardList({
  rows,
  status,
  headingId,
  group,
  selection,
  sorting,
  expanded,
  onDelete,
}: RequestRowsProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 2,
          px: 0.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SelectPageCheckbox selection={selection} label={t('requests.table.selectAll')} />
        <Typography variant="body2" color="text.secondary" component="span">
          {t('requests.table.sortBy')}
        </Typography>
        <SortLabel sorting={sorting} field="date" label={t('requests.table.date')} />
        <SortLabel sorting={sorting} field="title" label={t('requests.table.title')} />
      </Stack>
      {status ? (
        <Box role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {status}
        </Box>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row._id}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                px: 0.5,
                py: 1,
                bgcolor: selection.isSelected(row._id) ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
                <RowCheckbox row={row} selection={selection} />
                <Box sx={{ flex: 1, minWidth: 0, pt: 1 }}>
                  <TitleLink row={row} />
                  <Box sx={{ mt: 0.5, typography: 'body2' }}>
                    <FirstShift request={row} />
                  </Box>
                  <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.25 }}>
                    <MissingValue value={row.orig_dept?.name} kind="department" />
                    {' · '}
                    <MissingValue value={row.organisation.name} kind="organisation" />
                  </Box>
                  <Box sx={{ mt: 1 }}>
                    <ApplicantsSummary request={row} />
                  </Box>
                </Box>
                <ExpandButton row={row} headingId={headingId} expanded={expanded} />
              </Stack>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 5.25, pr: 0.5 }}
              >
                <StateChip state={row.state} />
                <RowActions row={row} group={group} onDelete={onDelete} />
              </Stack>
              <Collapse in={expanded.isOpen(row._id)} unmountOnExit id={detailsId(headingId, row)}>
                <Box sx={{ pl: 5.25, pr: 1, pt: 1 }}>
                  <RequestDetails request={row} />
                </Box>
              </Collapse>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
