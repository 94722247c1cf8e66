import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContactRequest } from '#shared/contracts/contact';
import { paths } from '#web/lib/paths';
import { DataTable } from '#web/components/data-table/DataTable';
import { pagedRows } from '#web/components/data-table/member-columns';
import { useListQuery } from '#web/components/data-table/useListQuery';
import type { DataTableColumn } from '#web/components/data-table/DataTable';
import type { ListQuery } from '#web/components/data-table/list-query';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { CONTACT_SORT_FIELDS } from '#web/features/contact/admin/list-params';
import { formatDateTime } from '#web/features/contact/admin/format';
import { useContactRequests } from '#web/features/contact/admin/api';
import type {
  ContactListLocationState,
  ContactListParams,
  ContactSortField,
} from '#web/features/contact/admin/list-params';
import { useLanguage } from '#web/i18n/useLanguage';

const isSortField = (value: string): value is ContactSortField =>
  (CONTACT_SORT_FIELDS as readonly string[]).includes(value);

/** The table state as the contact-request API takes it (an unknown sort falls back to newest). */
function toParams(query: ListQuery): ContactListParams {
  return isSortField(query.sort)
    ? { ...query, sort: query.sort }
    : { ...query, sort: 'createdAt', direction: 'desc' };
}

/** Back office: contact requests from the public site, paged, sorted and searched by the server. */
export default function ContactRequestsPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('contactAdmin.title'));
  // Newest first by default.
  const [query, setQuery] = useListQuery({ defaultSort: 'createdAt', defaultDirection: 'desc' });
  const requests = useContactRequests(toParams(query));
  // The detail page links back to the list as it was (page, sort, search).
  const listState: ContactListLocationState = {
    listSearch: useLocation().search.replace(/^\?/, ''),
  };

  const column = (
    id: string,
    render: (row: ContactRequest) => React.ReactNode,
    options: Partial<DataTableColumn<ContactRequest>> = {},
  ): DataTableColumn<ContactRequest> => ({
    id,
    label: t(`contactAdmin.columns.${id}`),
    render,
    ...options,
  });

  const columns: DataTableColumn<ContactRequest>[] = [
    column('createdAt', (row) => formatDateTime(row.createdAt, lang), { sortable: true }),
    column('kind', (row) => t(`contactAdmin.kinds.${row.kind}`), {
      sortable: true,
      hideBelow: 'sm',
    }),
    column('name', (row) => row.name, { sortable: true }),
    column('hospitalName', (row) => row.hospitalName ?? '—', { sortable: true, hideBelow: 'sm' }),
    column('specialist', (row) => [row.specialist, row.field].filter(Boolean).join(', ') || '—', {
      hideBelow: 'md',
    }),
    column('email', (row) => row.email, { hideBelow: 'md' }),
  ];

  return (
    <>
      <PageHeader title={t('contactAdmin.title')} subtitle={t('contactAdmin.intro')} />
      <DataTable
        title={t('contactAdmin.tableLabel')}
        columns={columns}
        {...pagedRows(requests)}
        query={query}
        onQueryChange={setQuery}
        getRowLabel={(row) => row.name}
        detailsHref={(row) => paths.adminContactRequest(lang, row.id)}
        detailsState={listState}
        emptyText={t('contactAdmin.empty')}
      />
    </>
  );
}
