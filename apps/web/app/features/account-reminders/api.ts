import type { AccountReminders, PantryServices, Reminder } from '@pantry/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/http/client.ts';

/**
 * Back-in-stock reminders (docs/decisions/reminders.md): the shopper's list (GET /account/reminders), setting one
 * (POST /account/reminders) and removing one (DELETE /account/reminders/{id}). Account spec §4: reminder calls are
 * made only when logged in, so the list is asked for only then.
 */

export const reminderKeys = { account: ['reminders', 'account'] as const };

export function accountRemindersQuery() {
  return queryOptions({
    queryKey: reminderKeys.account,
    queryFn: ({ signal }) => apiGet<AccountReminders>('/account/reminders', undefined, signal),
    staleTime: 30_000,
  });
}

/** The list read in process by a server-rendered loader. */
export function accountRemindersRead(services: Pick<PantryServices, 'reminders'>, accountId: number) {
  return { ...accountRemindersQuery(), queryFn: () => services.reminders.list(accountId), retry: false };
}

export function useAccountReminders(enabled = true) {
  return useQuery({ ...accountRemindersQuery(), enabled });
}

/** Is there an active reminder for this product in the list? */
export function isReminded(list: AccountReminders | undefined, productId: number): boolean {
  return Boolean(list?.reminders.some((r) => r.product_id === productId && r.state === 'active'));
}

/** POST /account/reminders: the answer joins the cached list at once, so every button for the item reads 'Reminder Set'. */
export function useSetReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest<{ reminder: Reminder }>('POST', '/account/reminders', { body: { product: productId } }),
    onSuccess: ({ reminder }) => {
      client.setQueryData<AccountReminders>(reminderKeys.account, (list) => {
        const others = (list?.reminders ?? []).filter((r) => r.reminder_id !== reminder.reminder_id);
        const reminders = [reminder, ...others];
        return { reminder_ids: reminders.map((r) => r.reminder_id), reminders };
      });
      return client.invalidateQueries({ queryKey: reminderKeys.account, refetchType: 'none' });
    },
  });
}

/** DELETE /account/reminders/{id}. */
export function useRemoveReminder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reminderId: number) =>
      apiRequest<{ success: true }>('DELETE', `/account/reminders/${reminderId}`),
    onSuccess: (_answer, reminderId) => {
      client.setQueryData<AccountReminders>(reminderKeys.account, (list) => {
        const reminders = (list?.reminders ?? []).filter((r) => r.reminder_id !== reminderId);
        return { reminder_ids: reminders.map((r) => r.reminder_id), reminders };
      });
    },
  });
}
