export { taskQuery, tasksQuery, useTask, useTaskActions, useTasks } from './api.ts';
export { ExportButton } from './export-button.tsx';
export { PriceChangeForm } from './price-change-form.tsx';
export { ReviewApprovalForm } from './review-approval-form.tsx';
export { TasksTable } from './task-list.tsx';
export { TaskProgress } from './task-progress.tsx';
