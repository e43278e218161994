// The table of every list screen: a '#' column, the screen's columns, an actions column, the 'data loading'
// spinner, an error row and the empty row. A row just added or edited is marked (a badge and a colour) and
// scrolled into view (with the focus on its edit button when the focus was lost with the row's old place). On a
// narrow screen each row reads as a card (dashboard.css): every cell shows its column's name from its
// `data-label`, and the row's buttons sit at the card's foot, within reach; wider, it is a plain table.
import { useEffect, useRef, type ReactNode } from 'react';
import { Spinner } from 'remote_shared/ui';
import { toBengaliDigits } from 'remote_shared/schemas';
import { T } from '../texts';

/** The mark of a row just added. */
export const NEW_ROW_LABEL = 'নতুন';
/** The mark of a row just edited. */
export const EDITED_ROW_LABEL = 'সম্পাদিত';

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
  /** Another page or filter is on its way: the rows shown are the previous ones. */
  isBusy?: boolean;
  isError?: boolean;
  emptyText: string;
  actions?: (row: R) => ReactNode;
  /** The record just added or edited: its row is marked and scrolled into view. */
  markedId?: number | null;
  /** The marked row's badge (নতুন unless told). */
  markedLabel?: string;
  /** The '#' column (a table whose rows carry their own numbers, such as an import's errors, goes without). */
  numbered?: boolean;
  /** A class of a row's own (an unread message is bold). */
  rowClassName?: (row: R) => string | undefined;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function DataTable<R extends { id: number }>({ caption, columns, rows, firstIndex = 0, isLoading, isBusy, isError, emptyText, actions, markedId = null, markedLabel = NEW_ROW_LABEL, numbered = true, rowClassName }: DataTableProps<R>) {
  const markedRow = useRef<HTMLTableRowElement>(null);
  const markedShown = markedId !== null && rows.some((row) => row.id === markedId);
  useEffect(() => {
    const row = markedRow.current;
    if (!markedShown || !row) return;
    if (typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // A record whose edit moved it to another page took the focus with its old row: its edit button here gets it.
    const active = document.activeElement;
    if (!active || active === document.body) row.querySelector<HTMLElement>('[data-row-edit]')?.focus({ preventScroll: true });
  }, [markedShown, markedId]);

  if (isLoading) return <Spinner label={T.loading} />;
  const span = columns.length + (actions ? 1 : 0) + (numbered ? 1 : 0);
  return (
    <div className={isBusy ? 'dash-table-wrap is-busy' : 'dash-table-wrap'} aria-busy={isBusy || undefined}>
      <table className="dash-table">
        <caption className="dash-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {numbered && <th scope="col">#</th>}
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
            rows.map((row, i) => {
              const isNew = row.id === markedId;
              return (
                <tr key={row.id} ref={isNew ? markedRow : undefined} className={[isNew ? 'is-new' : '', rowClassName?.(row) ?? ''].join(' ').trim() || undefined} data-new={isNew || undefined}>
                  {numbered && (
                    <td className="dash-table__index" data-label="#">
                      {toBengaliDigits(firstIndex + i + 1)}
                      {isNew && <span className="dash-badge">{markedLabel}</span>}
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.header} className={column.className} data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className="dash-table__actions" data-label={T.actions}>
                      <div className="dash-actions">{actions(row)}</div>
                    </td>
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
