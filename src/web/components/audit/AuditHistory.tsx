import { Box, List, ListItem, ListItemText, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { auditEndpoints } from '#shared/contracts/admin';
import { api } from '#web/lib/api-client';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment } from '#web/lib/shift-time';
import { auditValueText, isFileField } from './audit-text';
import { QueryState } from '#web/components/query-state/QueryState';

export type AuditEntityType = 'agency' | 'organisation' | 'department' | 'user' | 'picture';

export interface AuditHistoryProps {
  entityType: AuditEntityType;
  entityId: string;
  /** Labels of field names (e.g. { name: 'Agency name' }); unknown fields show their name. */
  fieldLabels?: Record<string, string>;
}

export const auditQueryKey = (entityType: AuditEntityType, entityId: string) =>
  ['admin', 'audit', entityType, entityId] as const;

/** Who changed what and when (GET /api/admin/audit/:entityType/:entityId), newest as sent. */
export function AuditHistory({ entityType, entityId, fieldLabels = {} }: AuditHistoryProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const valueText = (field: string, value: unknown) =>
    isFileField(field) && typeof value === 'string' && value !== ''
      ? t('admin.audit.file')
      : auditValueText(value);
  const query = useQuery({
    queryKey: auditQueryKey(entityType, entityId),
    queryFn: ({ signal }) =>
      api.call(auditEndpoints.history, { params: { entityType, entityId }, signal }),
  });

  if (!query.isSuccess || query.data.length === 0) {
    return (
      <QueryState
        query={query}
        minHeight={80}
        isEmpty={(data) => data.length === 0}
        empty={t('admin.audit.empty')}
      />
    );
  }

  return (
    <Paper variant="outlined">
      <List aria-label={t('admin.audit.title')} disablePadding>
        {query.data.map((entry, index) => {
          const action = entry.action.split(':')[0]!;
          return (
            <ListItem
              key={entry.id}
              divider={index < query.data.length - 1}
              sx={{ alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={t('admin.audit.line', {
                  who: entry.actor?.name || t('admin.audit.system'),
                  action: t(`admin.audit.actions.${action}`, { defaultValue: entry.action }),
                })}
                secondary={
                  <>
                    <Box component="time" dateTime={entry.createdAt} sx={{ display: 'block' }}>
                      {formatShiftMoment(Date.parse(entry.createdAt), lang)}
                    </Box>
                    {entry.changes.map((change) => (
                      <Box
                        component="span"
                        key={change.field}
                        sx={{ display: 'block', wordBreak: 'break-word' }}
                      >
                        <strong>
                          {fieldLabels[change.field] ??
                            t(`admin.audit.fields.${change.field}`, { defaultValue: change.field })}
                        </strong>
                        : {valueText(change.field, change.old)} →{' '}
                        {/* Refused sign-ins say why in words. */}
                        {typeof change.new === 'string' && change.field === 'reason'
                          ? t(`admin.audit.reasons.${change.new}`, { defaultValue: change.new })
                          : valueText(change.field, change.new)}
                      </Box>
                    ))}
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
