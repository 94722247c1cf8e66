import EditNoteIcon from '@mui/icons-material/EditNote';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import ShareIcon from '@mui/icons-material/Share';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import BoltIcon from '@mui/icons-material/Bolt';
import SmsIcon from '@mui/icons-material/Sms';
import TimerIcon from '@mui/icons-material/Timer';
import DescriptionIcon from '@mui/icons-material/Description';
import TranslateIcon from '@mui/icons-material/Translate';

/** The home page's steps (how it works), each with its icon; texts under public.home.steps. */
export const HOME_STEPS = [
  ['post', <EditNoteIcon key="i" />],
  ['pool', <NotificationsActiveIcon key="i" />],
  ['choose', <HowToRegIcon key="i" />],
  ['hr', <SupervisorAccountIcon key="i" />],
  ['share', <ShareIcon key="i" />],
  ['agencies', <VerifiedUserIcon key="i" />],
] as const;

/** The home page's feature cards, each with its icon; texts under public.home.features. */
export const HOME_FEATURES = [
  ['matching', <BoltIcon key="i" />],
  ['notify', <SmsIcon key="i" />],
  ['escalation', <TimerIcon key="i" />],
  ['vetted', <VerifiedUserIcon key="i" />],
  ['documents', <DescriptionIcon key="i" />],
  ['languages', <TranslateIcon key="i" />],
] as const;
