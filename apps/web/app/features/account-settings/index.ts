export { AccountEditForm } from './account-edit-form.tsx';
export { AccountSettings, AccountTabs } from './account-links.tsx';
export { AccountShell } from './account-shell.tsx';
export { MembershipSummary } from './membership-summary.tsx';
export { SetPasswordModal } from './set-password-modal.tsx';
