// The table of every list screen: a '#' column, the screen's columns, an actions column, the 'data loading'
// spinner, an error row and the empty row.
import type { ReactNode } from 'react';
import { Spinner } from 'remote_shared/ui';
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../texts';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  className?: string;
}

interface DataTableProps<R extends { id: number }> {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  /** Index of the first row on this page (for the '#' column). */
  firstIndex?: number;
  isLoading?: boolean;
  isError?: boolean;
  emptyText: string;
  actions?: (row: R) => ReactNode;
}

export function DataTable<R extends { id: number }>({ caption, columns, rows, firstIndex = 0, isLoading, isError, emptyText, actions }: DataTableProps<R>) {
  if (isLoading) return <Spinner label={T.loading} />;
  const span = columns.length + (actions ? 2 : 1);
  return (
    <div className="dash-table-wrap">
      <table className="dash-table">
        <caption className="dash-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {actions && <th scope="col">{T.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {isError ? (
            <tr>
              <td colSpan={span} className="dash-table__empty">
                <span role="alert">{T.loadError}</span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="dash-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={row.id}>
                <td>{toBengaliDigits(firstIndex + i + 1)}</td>
                {columns.map((column) => (
                  <td key={column.header} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td>
                    <div className="dash-actions">{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
