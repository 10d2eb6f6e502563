/**
 * Events after a commit (a transactional outbox): changes write typed events in their own transaction
 * (`emitEvent`, or `eventWrites` inside a one-statement write), and the dispatcher hands each event to each
 * subscriber at least once, with retries and a failed state.
 */

export type {
  AccountRegistered,
  CartCheckedOut,
  MembershipChanged,
  MembershipChangeReason,
  OrderCanceled,
  OrderMoved,
  OrderPlaced,
  ProductBackInStock,
  ReminderDue,
  ReviewApproved,
  StoreEvent,
  StoreEventOf,
  StoreEventPayloads,
  StoreEventType,
  TrialEnding,
} from '@pantry/domain';
export {
  createEventDispatcher,
  DEFAULT_MAX_ATTEMPTS,
  DELIVERY_LEASE_SECONDS,
  type DeliveredEvent,
  type DispatchResult,
  type EventDispatcher,
  type HandlerContext,
  purgeHandledEvents,
  retryDelaySeconds,
  type Subscriber,
  subscriber,
} from './dispatcher.ts';
export { type EmitOptions, emitEvent, eventWriter, eventWrites, type PayloadSql } from './emit.ts';
export { STORE_MAIL_SUBSCRIBER, storeMailFor, storeMailSubscriber } from './store-mail.ts';
export { announceEndingTrials, TRIAL_ENDING_NOTICE_DAYS } from './trial-ending.ts';
