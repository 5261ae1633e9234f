import {
  type AddMessageBody,
  type AddTicketBody,
  type Badges,
  type Language,
  SUPPORT_TICKET_NOT_FOUND,
  type SupportMessage,
  type SupportOrder,
  type SupportTicket,
  type SupportTicketDetail,
  type TicketTopicBody,
} from '@vedmarked/domain';
import {
  type Executor,
  type LocalisedText,
  orders,
  supportCategories,
  supportMessages,
  supportQuestionTypes,
  supportTickets,
  users,
  vendors,
} from '@vedmarked/db';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';

/** Who is looking: the asker (any signed-in role but admin) or the support staff (admin), who sees every ticket. */
export interface Viewer {
  id: number;
  staff: boolean;
  lang: Language;
}

/** What the support channel carries between processes (ids only: listeners read the rows). */
export type SupportEvent =
  | { type: 'message'; ticket_id: number; owner_id: number; message_id: number }
  | { type: 'read'; ticket_id: number; owner_id: number; side: 'user' | 'staff' };
export const SUPPORT_CHANNEL = 'support';

type Ticket = typeof supportTickets.$inferSelect;
type MessageRow = Pick<typeof supportMessages.$inferSelect, 'id' | 'body' | 'fromStaff' | 'createdAt'>;
interface Named {
  id: number;
  code: string;
  name: string;
}

const localised = (name: LocalisedText, lang: Language) => name[lang] ?? name.en;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMessage(m: MessageRow, viewer: { staff: boolean }): SupportMessage {
  return { id: m.id, message: m.body, is_reply: m.fromStaff === viewer.staff ? 0 : 1, created_at: m.createdAt.toISOString() };
}

function requireAsker(viewer: Viewer) {
  if (viewer.staff) throw forbidden('support-staff-cannot-ask');
}

export async function listCategories(db: Executor, lang: Language): Promise<Named[]> {
  const rows = await db.select().from(supportCategories).orderBy(asc(supportCategories.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: localised(r.name, lang) }));
}

export async function listQuestionTypes(db: Executor, lang: Language): Promise<Named[]> {
  const rows = await db.select().from(supportQuestionTypes).orderBy(asc(supportQuestionTypes.id));
  return rows.map((r) => ({ id: r.id, code: r.code, name: localised(r.name, lang) }));
}

/** Orders the user may ask about: those they placed, and for a vendor those assigned to their vendor. */
function ownOrder(userId: number): SQL {
  return or(eq(orders.userId, userId), inArray(orders.vendorId, sql`(select ${vendors.id} from ${vendors} where ${vendors.userId} = ${userId})`))!;
}

export async function listOwnOrders(db: Executor, viewer: Viewer): Promise<SupportOrder[]> {
  requireAsker(viewer);
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      total: orders.total,
      currency: orders.currency,
      from: orders.deliveryDateFrom,
      to: orders.deliveryDateTo,
    })
    .from(orders)
    .where(ownOrder(viewer.id))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    total: r.total,
    currency: r.currency,
    delivery_date_from: r.from,
    delivery_date_to: r.to,
  }));
}

/** Checks a topic and gives it back normalised: a general question has no order and no question type. */
async function checkTopic(db: Executor, viewer: Viewer, topic: TicketTopicBody) {
  const [category] = await db.select().from(supportCategories).where(eq(supportCategories.id, topic.category_id));
  if (!category) throw fieldError({ category_id: 'support-category-not-found' });
  if (category.code !== 'order') return { categoryId: category.id, orderId: null, questionTypeId: null };
  const missing: Record<string, string> = {};
  if (!topic.order_id) missing.order_id = 'support-order-required';
  if (!topic.question_type_id) missing.question_type_id = 'support-question-type-required';
  if (Object.keys(missing).length) throw fieldError(missing);
  const [type] = await db.select({ id: supportQuestionTypes.id }).from(supportQuestionTypes).where(eq(supportQuestionTypes.id, topic.question_type_id!));
  if (!type) throw fieldError({ question_type_id: 'support-question-type-not-found' });
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, topic.order_id!), ownOrder(viewer.id)));
  if (!order) throw fieldError({ order_id: 'support-order-not-found' });
  return { categoryId: category.id, orderId: order.id, questionTypeId: type.id };
}

function topicMatches(userId: number, t: { categoryId: number; orderId: number | null; questionTypeId: number | null }) {
  return and(
    eq(supportTickets.userId, userId),
    eq(supportTickets.categoryId, t.categoryId),
    t.orderId === null ? isNull(supportTickets.orderId) : eq(supportTickets.orderId, t.orderId),
    t.questionTypeId === null ? isNull(supportTickets.questionTypeId) : eq(supportTickets.questionTypeId, t.questionTypeId),
    eq(supportTickets.status, 'open'),
  );
}

/** Builds list entries for ticket rows: names in the viewer's language, the last message, and for staff who asked. */
async function describeTickets(db: Executor, viewer: Viewer, rows: Ticket[]): Promise<SupportTicket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One query after another: inside a transaction they share one connection (pg forbids overlapping queries on it).
  const categories = await listCategories(db, viewer.lang);
  const types = await listQuestionTypes(db, viewer.lang);
  const lastMessages = await db
    .selectDistinctOn([supportMessages.ticketId], {
      ticketId: supportMessages.ticketId,
      id: supportMessages.id,
      body: supportMessages.body,
      fromStaff: supportMessages.fromStaff,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(inArray(supportMessages.ticketId, ids))
    .orderBy(supportMessages.ticketId, desc(supportMessages.createdAt), desc(supportMessages.id));
  const askers = viewer.staff
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((r) => r.userId),
          ),
        )
    : [];
  const last = new Map(lastMessages.map((m) => [m.ticketId, m]));
  const asker = new Map(askers.map((u) => [u.id, u]));
  return rows.map((r) => {
    const m = last.get(r.id);
    const u = asker.get(r.userId);
    const category = categories.find((c) => c.id === r.categoryId)!;
    const entry: SupportTicket = {
      id: r.id,
      category_id: r.categoryId,
      category,
      order_id: r.orderId,
      question_type_id: r.questionTypeId,
      question_type: types.find((q) => q.id === r.questionTypeId) ?? null,
      status: r.status as 'open' | 'closed',
      receiver_unread: viewer.staff ? r.staffUnread : r.userUnread,
      last_message: m ? toMessage(m, viewer) : null,
      created_at: r.createdAt.toISOString(),
      last_message_at: iso(r.lastMessageAt),
    };
    if (u) entry.customer = { id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email, role: u.role };
    return entry;
  });
}

/** Tickets the viewer may read (their own; staff: all), most recent activity first. */
export async function listTickets(db: Executor, viewer: Viewer, q: { limit: number; offset: number; unread: boolean }): Promise<SupportTicket[]> {
  const conditions: SQL[] = [];
  if (!viewer.staff) conditions.push(eq(supportTickets.userId, viewer.id));
  if (q.unread) conditions.push(gt(viewer.staff ? supportTickets.staffUnread : supportTickets.userUnread, 0));
  const rows = await db
    .select()
    .from(supportTickets)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${supportTickets.lastMessageAt} desc nulls last`, desc(supportTickets.id))
    .limit(q.limit)
    .offset(q.offset);
  return describeTickets(db, viewer, rows);
}

/** A ticket the viewer may read, locked for the rest of the transaction; otherwise not found (never "forbidden": no hint it exists). */
async function lockTicket(tx: Executor, viewer: Viewer, id: number): Promise<Ticket> {
  const [t] = await tx
    .select()
    .from(supportTickets)
    .where(viewer.staff ? eq(supportTickets.id, id) : and(eq(supportTickets.id, id), eq(supportTickets.userId, viewer.id)))
    .for('update');
  if (!t) throw notFound('support-ticket-missing');
  return t;
}

/**
 * Opens a ticket: its messages, oldest first. Opening it with unread messages marks them read for
 * the viewer's side, which lowers the side's messages badge by one (spec section 4).
 */
export async function showTicket(db: Executor, realtime: Realtime, viewer: Viewer, id: number): Promise<SupportTicketDetail> {
  return db.transaction(async (tx) => {
    let ticket = await lockTicket(tx, viewer, id);
    const unread = viewer.staff ? ticket.staffUnread : ticket.userUnread;
    if (unread > 0) {
      [ticket] = (await tx
        .update(supportTickets)
        .set(viewer.staff ? { staffUnread: 0 } : { userUnread: 0 })
        .where(eq(supportTickets.id, id))
        .returning()) as [Ticket];
      await realtime.publish(tx, SUPPORT_CHANNEL, {
        type: 'read',
        ticket_id: id,
        owner_id: ticket.userId,
        side: viewer.staff ? 'staff' : 'user',
      } satisfies SupportEvent);
    }
    const messages = await tx
      .select({ id: supportMessages.id, body: supportMessages.body, fromStaff: supportMessages.fromStaff, createdAt: supportMessages.createdAt })
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, id))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    const [entry] = await describeTickets(tx, viewer, [ticket]);
    return { ...entry!, messages: messages.map((m) => toMessage(m, viewer)) };
  });
}

/** The open ticket of the viewer about a topic, or the support-ticket-not-found answer (the client then starts a draft). */
export async function findTicket(db: Executor, viewer: Viewer, topic: TicketTopicBody): Promise<SupportTicket> {
  requireAsker(viewer);
  const t = await checkTopic(db, viewer, topic);
  const [row] = await db.select().from(supportTickets).where(topicMatches(viewer.id, t));
  if (!row) throw new AppError(404, SUPPORT_TICKET_NOT_FOUND, SUPPORT_TICKET_NOT_FOUND);
  const [entry] = await describeTickets(db, viewer, [row]);
  return entry!;
}

/** Stores a message in a locked ticket: once per client id, counting it unread for the other side. */
async function appendMessage(tx: Executor, realtime: Realtime, viewer: Viewer, ticket: Ticket, text: string, clientId?: string) {
  const [inserted] = await tx
    .insert(supportMessages)
    .values({ ticketId: ticket.id, authorUserId: viewer.id, fromStaff: viewer.staff, body: text, clientId: clientId ?? null })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    // The same send again (a retry or a double click): answer with the message stored the first time.
    const [first] = await tx
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.ticketId, ticket.id), eq(supportMessages.clientId, clientId!)));
    return first!;
  }
  await tx
    .update(supportTickets)
    .set({
      lastMessageAt: inserted.createdAt,
      updatedAt: new Date(),
      ...(viewer.staff ? { userUnread: sql`${supportTickets.userUnread} + 1` } : { staffUnread: sql`${supportTickets.staffUnread} + 1` }),
    })
    .where(eq(supportTickets.id, ticket.id));
  await realtime.publish(tx, SUPPORT_CHANNEL, {
    type: 'message',
    ticket_id: ticket.id,
    owner_id: ticket.userId,
    message_id: inserted.id,
  } satisfies SupportEvent);
  return inserted;
}

/**
 * Creates the ticket of a topic with its first message (the draft ticket 0 of the client becomes real).
 * If the topic already has an open ticket (a retry, or two tabs), the message goes there instead.
 */
export async function addTicket(db: Executor, realtime: Realtime, viewer: Viewer, body: AddTicketBody): Promise<SupportTicketDetail> {
  requireAsker(viewer);
  const ticketId = await db.transaction(async (tx) => {
    const t = await checkTopic(tx, viewer, body);
    await tx
      .insert(supportTickets)
      .values({ userId: viewer.id, categoryId: t.categoryId, orderId: t.orderId, questionTypeId: t.questionTypeId })
      .onConflictDoNothing();
    const [ticket] = await tx.select().from(supportTickets).where(topicMatches(viewer.id, t)).for('update');
    await appendMessage(tx, realtime, viewer, ticket!, body.message, body.client_id);
    return ticket!.id;
  });
  return showTicket(db, realtime, viewer, ticketId);
}

/** Adds a message to a ticket the viewer may read: the asker to their own, staff to any. */
export async function addMessage(
  db: Executor,
  realtime: Realtime,
  viewer: Viewer,
  body: AddMessageBody,
): Promise<SupportMessage & { support_ticket_id: number }> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, viewer, body.support_ticket_id);
    const m = await appendMessage(tx, realtime, viewer, ticket, body.message, body.client_id);
    return { ...toMessage(m, viewer), support_ticket_id: ticket.id };
  });
}

/** The messages badge: how many tickets have messages the viewer's side has not read. */
export async function countUnreadTickets(db: Executor, viewer: { id: number; staff: boolean }): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(viewer.staff ? gt(supportTickets.staffUnread, 0) : and(eq(supportTickets.userId, viewer.id), gt(supportTickets.userUnread, 0)));
  return row?.n ?? 0;
}

export async function badges(db: Executor, viewer: Viewer): Promise<Badges> {
  return { messages: await countUnreadTickets(db, viewer) };
}

/** Reads one message as both sides see it, with the ticket's unread counts (for the live stream). */
/** The greatest message id so far (where a stream starts counting what it has seen). */
export async function lastMessageId(db: Executor): Promise<number> {
  const [row] = await db.select({ id: sql<number | null>`max(${supportMessages.id})` }).from(supportMessages);
  return Number(row?.id ?? 0);
}

/** Messages after an id, oldest first, with their ticket's owner: what streams missed while the listener was away. */
export async function loadMessagesSince(db: Executor, afterId: number, limit = 500) {
  return db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      fromStaff: supportMessages.fromStaff,
      createdAt: supportMessages.createdAt,
      ticketId: supportMessages.ticketId,
      ownerId: supportTickets.userId,
      userUnread: supportTickets.userUnread,
      staffUnread: supportTickets.staffUnread,
    })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(gt(supportMessages.id, afterId))
    .orderBy(asc(supportMessages.id))
    .limit(limit);
}

export async function loadMessageEvent(db: Executor, messageId: number) {
  const [row] = await db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      fromStaff: supportMessages.fromStaff,
      createdAt: supportMessages.createdAt,
      ticketId: supportMessages.ticketId,
      userUnread: supportTickets.userUnread,
      staffUnread: supportTickets.staffUnread,
    })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(eq(supportMessages.id, messageId));
  return row;
}
