import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';

/**
 * A console search as a plain GET form: the address holds the filters, so a search can be shared, reloaded and
 * paged, and the page's loader reads it on the server. Its fields, then Search and Clear.
 */
export function ConsoleSearch({
  label,
  clearTo,
  children,
}: {
  label: string;
  clearTo: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" className="console-filters" role="search" aria-label={label}>
      {children}
      <div className="console-actions">
        <button type="submit" className="console-button">
          Search
        </button>
        <Link className="console-button is-quiet" to={clearTo}>
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** A table of results: a caption for screen readers, one header per column, then the rows. */
export function ConsoleTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="console-table-wrap">
      <table className={className ? `console-table ${className}` : 'console-table'}>
        <caption className="console-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
