import type { AuditEntryItem } from '@vedmarked/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DataTableState, type ServerPage, toQueryString } from '../../../components/data-table/index.ts';
import { api } from '../../../lib/api.ts';
import { downloadFile } from '../../../lib/download.ts';

type AuditQuery = DataTableState['query'];

function fetchAudit(query: AuditQuery, signal?: AbortSignal) {
  return api<{ total: number; entries: AuditEntryItem[] }>(`/admin/audit${toQueryString(query)}`, { signal });
}

/** GET /api/admin/audit: one page of the audit log for the data table (its sort, filters, search and page). */
export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin-audit', query],
    queryFn: ({ signal }) => fetchAudit(query, signal),
    select: (d): ServerPage<AuditEntryItem> => ({ rows: d.entries, total: d.total }),
    placeholderData: keepPreviousData,
  });
}

/** Every entry the table's filters select (the table's own CSV export), 100 at a time. */
export async function fetchAllAudit(query: AuditQuery): Promise<AuditEntryItem[]> {
  const all: AuditEntryItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await fetchAudit({ ...query, limit: 100, offset });
    all.push(...page.entries);
    if (!page.entries.length || all.length >= page.total) return all;
  }
}

/** GET /api/admin/audit/export.csv with the table's filters: the server's streamed file, saved by the browser. */
export async function downloadAuditCsv(query: AuditQuery) {
  const { filter, q } = query;
  await downloadFile(`/admin/audit/export.csv${toQueryString({ filter, q })}`, 'vedmarked-audit.csv');
}
