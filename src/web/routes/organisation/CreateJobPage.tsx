import {
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { usePageTitle } from '../../components/layout/usePageTitle';

const STEPS = ['title', 'dates', 'department', 'qualification', 'publish'] as const;

/** /:lang/hospital/create-job/:jobId? — posting (and, with an id, editing) a request. */
export default function CreateJobPage() {
  const { t } = useTranslation();
  const { jobId } = useParams();
  const title = jobId ? t('pages.createJob.editTitle') : t('nav.postJob');
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} subtitle={t('pages.createJob.intro')} />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3.5 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('pages.createJob.stepsTitle')}
          </Typography>
          <List>
            {STEPS.map((step) => (
              <ListItem key={step} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'success.main' }}>
                  <CheckCircleOutlineIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={t(`pages.createJob.steps.${step}.title`)}
                  secondary={t(`pages.createJob.steps.${step}.text`)}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </>
  );
}
