import { Box, Button, Typography } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { channelLabel } from './timeline-text';
import type { AskedPerson, WithdrawnPerson } from './timeline-helpers';

/** A toggle that shows or hides the region it controls (asked names, the offers). */
export function ToggleButton({
  open,
  controls,
  onClick,
  children,
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      size="small"
      onClick={onClick}
      aria-expanded={open}
      aria-controls={controls}
      endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      sx={{ px: 0.5, minHeight: 36, textAlign: 'left' }}
    >
      {children}
    </Button>
  );
}

/** People of one timeline line, each with a short note (how they were asked, or what they had answered). */
function PeopleList({ id, people }: { id: string; people: { name: string; note: string }[] }) {
  return (
    <Box component="ul" id={id} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {people.map((person, index) => (
        <Typography component="li" variant="body2" key={`${person.name}-${index}`}>
          {person.name}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' · '}
            {person.note}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

export function AskedNames({ id, people }: { id: string; people: AskedPerson[] }) {
  const { t } = useTranslation();
  const note = (person: AskedPerson) =>
    person.channels.length > 0
      ? person.channels.map((channel) => channelLabel(t, channel)).join(', ')
      : t('timeline.noChannel');
  return (
    <PeopleList
      id={id}
      people={people.map((person) => ({ name: person.name, note: note(person) }))}
    />
  );
}

export function WithdrawnNames({ id, people }: { id: string; people: WithdrawnPerson[] }) {
  const { t } = useTranslation();
  const note = (person: WithdrawnPerson) =>
    t(person.accepted ? 'timeline.withdrawn.hadAccepted' : 'timeline.withdrawn.hadNotAnswered');
  return (
    <PeopleList
      id={id}
      people={people.map((person) => ({ name: person.name, note: note(person) }))}
    />
  );
}
