import type { Executor } from '@vedmarked/db';
import type { CartMerge } from '@vedmarked/domain';
import fp from 'fastify-plugin';

export interface SignInEvent {
  userId: number;
  /** The anonymous session id the client had as a guest (its cart is carried over). */
  sessionId?: string;
}

/** What a sign-in handler reports back to the person signing in (the sign-in response carries it). */
export interface SignInOutcome {
  /** The guest's cart was merged with the account's and some lines had to change. */
  cartMerge?: CartMerge;
}

type SignInHandler = (tx: Executor, event: SignInEvent) => Promise<SignInOutcome | undefined>;

export interface AccountCreatedEvent {
  userId: number;
  email: string;
  language: 'es' | 'en' | 'no';
  /** Where the account was made: 'checkout' for a guest who registered while ordering. */
  source: 'checkout';
}
type AccountCreatedHandler = (tx: Executor, event: AccountCreatedEvent) => Promise<void>;

export interface DepositPaidEvent {
  orderId: number;
  paymentId: string;
  amount: number;
}
type DepositPaidHandler = (tx: Executor, event: DepositPaidEvent) => Promise<void>;

export interface AppEvents {
  /** Runs inside the sign-in transaction (e.g. the cart module merges the guest cart). */
  onSignIn(handler: SignInHandler): void;
  emitSignIn(tx: Executor, event: SignInEvent): Promise<SignInOutcome>;
  /** Runs inside the transaction that made an account outside the accounts module (e.g. the accounts module sends its e-mail verification). */
  onAccountCreated(handler: AccountCreatedHandler): void;
  emitAccountCreated(tx: Executor, event: AccountCreatedEvent): Promise<void>;
  /**
   * Runs inside the transaction in which an order's 10% deposit became paid (the payments module
   * emits it; the pay-deposit workflow moves the order to its vendor).
   */
  onDepositPaid(handler: DepositPaidHandler): void;
  emitDepositPaid(tx: Executor, event: DepositPaidEvent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: AppEvents;
  }
}

/** In-process extension points between modules, so one module need not import another's internals. */
export default fp(
  async (app) => {
    const signIn: SignInHandler[] = [];
    const accountCreated: AccountCreatedHandler[] = [];
    const depositPaid: DepositPaidHandler[] = [];
    app.decorate('events', {
      onSignIn: (h: SignInHandler) => void signIn.push(h),
      emitSignIn: async (tx: Executor, e: SignInEvent) => {
        const outcome: SignInOutcome = {};
        for (const h of signIn) Object.assign(outcome, await h(tx, e));
        return outcome;
      },
      onAccountCreated: (h: AccountCreatedHandler) => void accountCreated.push(h),
      emitAccountCreated: async (tx: Executor, e: AccountCreatedEvent) => {
        for (const h of accountCreated) await h(tx, e);
      },
      onDepositPaid: (h: DepositPaidHandler) => void depositPaid.push(h),
      emitDepositPaid: async (tx: Executor, e: DepositPaidEvent) => {
        for (const h of depositPaid) await h(tx, e);
      },
    });
  },
  { name: 'events' },
);
