import type { PaymentProvider } from '@resume/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingEvents, payments, users } from '../../db/schema';
import type { UserRow } from '../users/repo';

export type PaymentRow = typeof payments.$inferSelect;

export type NewPayment = {
  userId: string;
  provider: PaymentProvider;
  providerSessionId: string;
  providerPaymentId: string | null;
  planId: string;
  amountCents: number;
  currency: string;
  periodMonths: number;
};

/** Pro from now, or from the end of the Pro already bought, for `months` more. */
const extendedPremium = (months: number) =>
  sql`greatest(now(), coalesce(${users.premiumUntil}, now())) + make_interval(months => ${months}::int)`;

/**
 * Records the payment and extends the user's Pro in one transaction. The session id is unique:
 * a second delivery of the same payment inserts nothing and grants nothing (returns undefined).
 * Concurrent deliveries wait on the unique index until the first commits, then find it there.
 */
export async function insertPaymentAndGrant(
  db: Db,
  payment: NewPayment,
): Promise<{ payment: PaymentRow; user: UserRow } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({ ...payment, status: 'paid' })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    const [user] = await tx
      .update(users)
      .set({ premiumUntil: extendedPremium(payment.periodMonths) })
      .where(eq(users.id, payment.userId))
      .returning();
    return { payment: row, user: user! };
  });
}

/**
 * Marks a paid payment refunded and takes back the months it granted (never into the past).
 * Only the first refund of a payment does anything.
 */
export async function refundPaymentByPaymentId(
  db: Db,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(payments.status, 'paid')))
      .returning();
    if (!row) return undefined;
    await tx
      .update(users)
      .set({
        premiumUntil: sql`greatest(now(), ${users.premiumUntil} - make_interval(months => ${row.periodMonths}::int))`,
      })
      .where(eq(users.id, row.userId));
    return row;
  });
}

export async function setReceiptUrl(db: Db, providerPaymentId: string, receiptUrl: string): Promise<void> {
  await db.update(payments).set({ receiptUrl }).where(eq(payments.providerPaymentId, providerPaymentId));
}

export async function findUserExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

export async function latestPayment(db: Db, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Whether this event was handled already: a webhook handles each event once. */
export async function isEventHandled(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select().from(billingEvents).where(eq(billingEvents.id, eventId)).limit(1);
  return row !== undefined;
}

export async function markEventHandled(db: Db, eventId: string, type: string): Promise<void> {
  await db.insert(billingEvents).values({ id: eventId, type }).onConflictDoNothing();
}
