import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '#web/components/query-state/QueryState';
import { AdminBreadcrumbs, type Crumb } from '#web/components/navigation/AdminBreadcrumbs';
import { PageTabs } from '#web/components/navigation/PageTabs';
import { PageHeader } from './PageHeader';
import { usePageTitle } from './usePageTitle';

export interface TabbedDetailProps<T, Tab extends string> {
  query: QueryStateProps<T>['query'];
  crumbs: Crumb[];
  /** The page heading and the document title. */
  title: string;
  tabs: readonly Tab[];
  tab: Tab;
  onTab: (next: Tab) => void;
  labelOf: (tab: Tab) => string;
  tabsLabel: string;
  /** Ids for the tabs and their panel (`{idPrefix}-tab-…`, `{idPrefix}-panel-…`). */
  idPrefix?: string;
  errorText?: QueryStateProps<T>['errorText'];
  /** The open tab's content, once the record has loaded. */
  children: (data: T) => ReactNode;
}

/**
 * One record's page in the back office: breadcrumbs, heading and a tab bar over the record's
 * query. Until the record is there, the breadcrumbs stay and QueryState says loading or error.
 */
export function TabbedDetail<T, Tab extends string>({
  query,
  crumbs,
  title,
  tabs,
  tab,
  onTab,
  labelOf,
  tabsLabel,
  idPrefix,
  errorText,
  children,
}: TabbedDetailProps<T, Tab>) {
  usePageTitle(title);
  const breadcrumbs = <AdminBreadcrumbs items={crumbs} />;
  return (
    <QueryState query={query} before={breadcrumbs} errorText={errorText}>
      {(data) => (
        <>
          {breadcrumbs}
          <PageHeader title={title} />
          <PageTabs
            tabs={tabs}
            value={tab}
            onChange={onTab}
            labelOf={labelOf}
            ariaLabel={tabsLabel}
            idPrefix={idPrefix}
          />
          {idPrefix ? (
            <Box
              role="tabpanel"
              id={`${idPrefix}-panel-${tab}`}
              aria-labelledby={`${idPrefix}-tab-${tab}`}
            >
              {children(data)}
            </Box>
          ) : (
            children(data)
          )}
        </>
      )}
    </QueryState>
  );
}
