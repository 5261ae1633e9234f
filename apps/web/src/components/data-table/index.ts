export { DataTable } from './DataTable.tsx';
export type { DataTableColumn, DataTableRowAction, DataTableState, ServerPage } from './types.ts';
export { useDataTableState } from './use-table-state.ts';
export { toQueryString } from './url-state.ts';
