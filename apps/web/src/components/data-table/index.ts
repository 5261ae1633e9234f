export { DataTable, type DataTableProps } from './DataTable.tsx';
export type { DataTableBulkAction, DataTableColumn, DataTableQuery, DataTableRowAction, DataTableState, ServerPage } from './types.ts';
export { useDataTableState } from './use-table-state.ts';
export { toQueryString } from './url-state.ts';
