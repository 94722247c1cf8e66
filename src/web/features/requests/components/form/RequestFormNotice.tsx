import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import type { AlertProps } from '@mui/material';
import { PageHeader } from '#web/components/layout/PageHeader';

/** The request form page when there is no form to show: its header and why. */
export function RequestFormNotice({
  title,
  back,
  severity,
  action,
  children,
}: {
  title: string;
  back: ReactNode;
  severity: AlertProps['severity'];
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} actions={back} />
      <Alert severity={severity} action={action}>
        {children}
      </Alert>
    </>
  );
}
