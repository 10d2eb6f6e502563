import { CatalogImportForm, ConsoleError, consoleMeta, consolePage } from '../features/console/index.ts';
import { ExportButton } from '../features/console-tasks/index.ts';
import type { Route } from './+types/admin-catalog-import';

export function meta() {
  return consoleMeta('Import products');
}

/** catalog.write: importing changes the catalog. */
export function loader(args: Route.LoaderArgs) {
  return consolePage(args, { permission: 'catalog.write' });
}

/** /admin/catalog/import: upload a CSV, read the dry run's report, import with a progress bar; the export. */
export default function ConsoleCatalogImport() {
  return (
    <section className="console-page" aria-labelledby="import-title">
      <h1 id="import-title">Import products</h1>
      <p className="console-muted">
        One product a row, matched by SKU: a known SKU is updated, a new one is added. Check the file first;
        nothing is written until you import.
      </p>
      <div className="console-actions">
        {/* Up to 10,000 rows download at once; a larger catalog exports as a task that e-mails its link. */}
        <ExportButton start={{ kind: 'catalog_export' }}>Export the catalog as CSV</ExportButton>
        <span className="console-muted">The export has the columns an import reads.</span>
      </div>
      <CatalogImportForm />
    </section>
  );
}

export const ErrorBoundary = ConsoleError;
