export { AccountEditForm } from './account-edit-form.tsx';
export { AccountSettings, AccountTabs } from './account-links.tsx';
export { AccountShell } from './account-shell.tsx';
export { DateOfBirthForm, formatDateOfBirth } from './date-of-birth-form.tsx';
export { MembershipSummary } from './membership-summary.tsx';
export { SetPasswordModal } from './set-password-modal.tsx';
