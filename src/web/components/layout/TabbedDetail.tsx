import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { QueryState, type QueryStateProps } from '#web/components/query-state/QueryState';
import { AdminBreadcrumbs, type Crumb } from '#web/components/navigation/AdminBreadcrumbs';
import { PageTabs, useTabParam } from '#web/components/navigation/PageTabs';
import { PageHeader } from './PageHeader';
import { usePageTitle } from './usePageTitle';

export interface DetailTabs<Tab extends string> {
  /** The first is the default and leaves the address without `?tab=`. */
  names: readonly [Tab, ...Tab[]];
  labelOf: (tab: Tab) => string;
  /** The tab bar's accessible name. */
  label: string;
}

export interface TabbedDetailProps<T, Tab extends string> {
  query: QueryStateProps<T>['query'];
  /** The crumbs above this record; the record's own is added. */
  crumbs: Crumb[];
  /**
   * The record's name once loaded (`undefined` before): the heading and document title say it
   * through `heading`, the last crumb is the name; `fallback` stands in until then.
   */
  record: { name: string | undefined; heading?: (name: string) => string; fallback: string };
  tabs: DetailTabs<Tab>;
  /** Ids for the tabs and their panel (`{idPrefix}-tab-…`, `{idPrefix}-panel-…`). */
  idPrefix: string;
  notFound?: QueryStateProps<T>['notFound'];
  /** The open tab's content, once the record has loaded. */
  children: (data: T, tab: Tab) => ReactNode;
}

/**
 * One record's page in the back office: breadcrumbs, heading and a tab bar (kept in `?tab=`)
 * over the record's query. Until the record is there, the breadcrumbs stay and QueryState says
 * loading or error.
 */
export function TabbedDetail<T, Tab extends string>({
  query,
  crumbs,
  record: { name, heading, fallback },
  tabs,
  idPrefix,
  notFound,
  children,
}: TabbedDetailProps<T, Tab>) {
  const title = name && heading ? heading(name) : fallback;
  usePageTitle(title);
  const [tab, setTab] = useTabParam(tabs.names);
  const breadcrumbs = <AdminBreadcrumbs items={[...crumbs, { label: name || fallback }]} />;
  const tabBar = { value: tab, onChange: setTab, labelOf: tabs.labelOf, ariaLabel: tabs.label };
  return (
    <QueryState query={query} before={breadcrumbs} notFound={notFound}>
      {(data) => (
        <>
          {breadcrumbs}
          <PageHeader title={title} />
          <PageTabs tabs={tabs.names} idPrefix={idPrefix} {...tabBar} />
          <Box
            role="tabpanel"
            id={`${idPrefix}-panel-${tab}`}
            aria-labelledby={`${idPrefix}-tab-${tab}`}
          >
            {children(data, tab)}
          </Box>
        </>
      )}
    </QueryState>
  );
}
