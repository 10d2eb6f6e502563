export {
  auditQuery,
  inviteQuery,
  meQuery,
  staffQuery,
  useAuditPage,
  useInvite,
  useMe,
  useStaffList,
} from './api.ts';
export { AuditFilters, AuditTable } from './audit-log.tsx';
export { auditQueryFromSearch } from './audit-search.ts';
export {
  catalogProductQuery,
  catalogProductsQuery,
  useCatalogProduct,
  useCatalogProducts,
} from './catalog-api.ts';
export { CatalogImportForm } from './catalog-import.tsx';
export {
  CATALOG_CHOICE_FORM,
  CatalogPaging,
  CatalogSearch,
  CatalogTable,
  catalogQueryFromSearch,
} from './catalog-list.tsx';
export { CheckedField } from './checked-field.tsx';
export { ConsoleError } from './console-error.tsx';
export { ConsoleField, ConsoleFormError, ConsoleSubmit, textOf, useConsoleForm } from './console-form.tsx';
export { ConsoleFrame } from './console-frame.tsx';
export {
  CONSOLE_LOGIN,
  consoleMeta,
  consolePage,
  consoleQueries,
  consoleRefusal,
  consoleSession,
  refusedSearch,
  safeConsoleRoute,
} from './console-page.ts';
export { ConsolePaging } from './console-paging.tsx';
export { ConsoleSearch, ConsoleTable } from './console-search.tsx';
export { Dashboard } from './dashboard.tsx';
export { formatMoment } from './format.ts';
export { adminRequest, adminUrl } from './http.ts';
export { InviteForm } from './invite-form.tsx';
export { InviteSteps } from './invite-steps.tsx';
export { ConsoleLogin } from './login-form.tsx';
export { consoleMenu } from './menu.ts';
export { ProductForm } from './product-form.tsx';
export { InvitesTable, StaffTable } from './staff-table.tsx';
export { StockForm } from './stock-form.tsx';
