import { useQuery } from '@tanstack/react-query';
import { invoicesEndpoints, type InvoiceListQuery } from '#shared/contracts/invoices';
import { api } from '#web/lib/api-client';

/** Invoices (/api/invoices): the caller's issued and received ones, by month and counterpart. */
export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: ['invoices', query.month ?? '', query.counterpartId ?? ''],
    queryFn: ({ signal }) => api.call(invoicesEndpoints.list, { query, signal }),
  });
}

/** Downloads the invoice's PDF or XML under its number. */
export async function downloadInvoice(id: string, number: string, kind: 'pdf' | 'xml') {
  const blob = await api.file(kind === 'pdf' ? invoicesEndpoints.pdf : invoicesEndpoints.xml, { params: { id } });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${number}.${kind}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
