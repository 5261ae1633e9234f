/**
 * How a table's sort and filters travel: in the page's URL (the web's data table) and in the query
 * string of a server-side list (`?sort=-created&filter=email:contains:demo`). One encoding for both,
 * and one zod schema per list that the API declares. Its messages (validation-table-*) are in the
 * shared errors catalogue.
 */
import { z } from 'zod';
import { DB_INT_MAX, line, wholeNumber } from '../validation/primitives.ts';
import { type ColumnFilter, filterProblem, isFilterOp, type ValueKind } from './filter.ts';

export interface TableSort {
  /** Column id. */
  id: string;
  desc: boolean;
}

export interface TableFilter extends ColumnFilter {
  /** Column id. */
  id: string;
}

const COLUMN_ID = /^[a-z][a-z0-9_-]{0,39}$/i;

/** "email" ascending, "-email" descending, "" for none. */
export const encodeSort = (sort: TableSort | null): string => (sort ? `${sort.desc ? '-' : ''}${sort.id}` : '');

export function parseSort(raw: string | null | undefined): TableSort | null {
  if (!raw) return null;
  const desc = raw.startsWith('-');
  const id = desc ? raw.slice(1) : raw;
  return COLUMN_ID.test(id) ? { id, desc } : null;
}

/** "email:contains:demo": the value keeps any colons it has. */
export const encodeFilter = (f: TableFilter): string => `${f.id}:${f.op}:${f.value}`;

export function parseFilter(raw: string | null | undefined): TableFilter | null {
  if (!raw) return null;
  const first = raw.indexOf(':');
  const second = raw.indexOf(':', first + 1);
  if (first < 1 || second < 0) return null;
  const id = raw.slice(0, first);
  const op = raw.slice(first + 1, second);
  if (!COLUMN_ID.test(id) || !isFilterOp(op)) return null;
  return { id, op, value: raw.slice(second + 1) };
}

export interface TableListQueryOptions<S extends string, F extends string> {
  /** Columns the server can order by. */
  sortable: readonly S[];
  /** Columns the server can filter, with their kind (how greater/less-than compare). */
  filterable: Readonly<Record<F, ValueKind>>;
  defaultLimit?: number;
  maxLimit?: number;
}

/** The longest filter value a server list accepts. */
export const MAX_FILTER_LENGTH = 200;

/**
 * The query string of a server-side table: `sort`, `filter` (repeatable), `limit`, `offset`.
 * Unknown columns, operators or unreadable operands are validation errors with their own keys.
 */
export function tableListQuery<const S extends string, const F extends string>(opts: TableListQueryOptions<S, F>) {
  const kinds = opts.filterable as Readonly<Record<string, ValueKind>>;
  return z.object({
    sort: line({ error: 'validation-invalid' })
      .max(60)
      .optional()
      .transform((raw, ctx) => {
        if (!raw) return null;
        const sort = parseSort(raw);
        if (!sort || !(opts.sortable as readonly string[]).includes(sort.id)) {
          ctx.addIssue({ code: 'custom', message: 'validation-table-sort', input: raw });
          return z.NEVER;
        }
        return sort as { id: S; desc: boolean };
      }),
    filter: z
      .union([line({ error: 'validation-invalid' }), z.array(line({ error: 'validation-invalid' })).max(20)])
      .optional()
      .transform((raw, ctx) => {
        const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
        const filters: (TableFilter & { id: F; kind: ValueKind })[] = [];
        for (const item of list) {
          const f = parseFilter(item);
          const kind = f ? kinds[f.id] : undefined;
          if (!f || !kind || f.value.length > MAX_FILTER_LENGTH) {
            ctx.addIssue({ code: 'custom', message: 'validation-table-filter', input: item });
            return z.NEVER;
          }
          const problem = filterProblem(f, kind);
          if (problem && problem !== 'filter.bad-pattern') {
            ctx.addIssue({
              code: 'custom',
              message: problem === 'filter.need-date' ? 'validation-table-filter-date' : 'validation-table-filter-number',
              input: item,
            });
            return z.NEVER;
          }
          if (f.value.trim()) filters.push({ ...f, id: f.id as F, kind });
        }
        return filters;
      }),
    limit: wholeNumber(1, opts.maxLimit ?? 100).default(opts.defaultLimit ?? 25),
    offset: wholeNumber(0, DB_INT_MAX).default(0),
  });
}
