import { Card, CardContent, Stack } from '@mui/material';
import type { SummaryRequest } from './RequestSummary';
import { RequestSummary } from './RequestSummary';

/** Requests as a column of cards (accepted and waiting, or booked). */
export function BookedList({ items }: { items: { key: string; request: SummaryRequest }[] }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Card variant="outlined" component="li" key={item.key}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <RequestSummary request={item.request} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
