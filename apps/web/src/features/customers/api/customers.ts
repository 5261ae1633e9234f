import type { VendorCustomer, VendorCustomerAddInput, VendorCustomerAddResult, VendorCustomerImportResult, VendorCustomerList } from '@vedmarked/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';

/** The customer shapes are the API's own (packages/domain/src/accounts/vendor-customers.ts). */
export type { VendorCustomer };

const customersKey = ['vendor-customers'] as const;

/** GET /api/vendor/customers/list: one page of the vendor's own customers for the data table. */
export function useVendorCustomers(query: DataTableState['query']) {
  return useQuery({
    queryKey: [...customersKey, 'list', query],
    queryFn: ({ signal }) => api<VendorCustomerList>(`/vendor/customers/list${toQueryString(query)}`, { signal }),
    select: (d): ServerPage<VendorCustomer> => ({ rows: d.customers, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/vendor/customers/add; the list is read again after. */
export function useAddVendorCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorCustomerAddInput) => api<VendorCustomerAddResult>('/vendor/customers/add', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: customersKey }),
  });
}

/** POST /api/vendor/customers/import: a preview (dry_run) or the import of all rows; the list is read again after an import. */
export function useImportVendorCustomers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { rows: Record<string, string>[]; dry_run: boolean }) =>
      api<VendorCustomerImportResult>('/vendor/customers/import', { method: 'POST', body }),
    onSuccess: (result) => (result.imported > 0 ? client.invalidateQueries({ queryKey: customersKey }) : undefined),
  });
}
