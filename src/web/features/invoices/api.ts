import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  invoicesEndpoints,
  type BillingProblemListQuery,
  type InvoiceListQuery,
  type InvoiceSummary,
} from '#shared/contracts/invoices';
import { api } from '#web/lib/api-client';
import { saveFile } from '#web/lib/save-file';

/**
 * One page of invoices (/api/invoices): the caller's issued and received ones, by month,
 * counterpart and issuer. The page on screen stays while the next one loads.
 */
export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: ['invoices', query],
    queryFn: ({ signal }) => api.call(invoicesEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Administrators: the placements billing runs could not invoice, the latest first. Under the
 * invoices' key, so a run (which refreshes the invoices) refreshes them too.
 */
export function useBillingProblems(query: BillingProblemListQuery) {
  return useQuery({
    queryKey: ['invoices', 'problems', query],
    queryFn: ({ signal }) => api.call(invoicesEndpoints.problems, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the invoice's PDF or XML under its number. */
/** The file is named by its number and issuer, so two agencies' "AG-2026-00007" never overwrite each other. */
export async function downloadInvoice(
  invoice: Pick<InvoiceSummary, 'id' | 'number' | 'issuerName'>,
  kind: 'pdf' | 'xml',
) {
  const blob = await api.file(kind === 'pdf' ? invoicesEndpoints.pdf : invoicesEndpoints.xml, {
    params: { id: invoice.id },
  });
  const issuer = invoice.issuerName.replace(/[\\/:*?"<>|]+/g, ' ').trim();
  saveFile(blob, `${invoice.number} ${issuer}.${kind}`);
}

/** Administrators: mark paid, cancel with a credit note, run the month's billing; each refreshes the lists. */
export function useInvoiceActions() {
  const queryClient = useQueryClient();
  // The dashboard's earnings (GET /admin/dashboard) sum these invoices: refresh them too.
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  return {
    markPaid: useMutation({
      mutationFn: (id: string) => api.call(invoicesEndpoints.markPaid, { params: { id } }),
      onSuccess,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => api.call(invoicesEndpoints.cancel, { params: { id } }),
      onSuccess,
    }),
    run: useMutation({
      mutationFn: () => api.call(invoicesEndpoints.run, { body: {} }),
      onSuccess,
    }),
  };
}
