import {
  addMessageBody,
  addTicketBody,
  badgesEntry,
  idParams,
  ROLES,
  supportCategoryEntry,
  supportListQuery,
  supportMessageEntry,
  supportOrderEntry,
  supportQuestionTypeEntry,
  supportTicketDetail,
  supportTicketEntry,
  ticketTopicBody,
} from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  addMessage,
  addTicket,
  badges,
  findTicket,
  listCategories,
  listOwnOrders,
  listQuestionTypes,
  listTickets,
  SUPPORT_CHANNEL,
  type SupportEvent,
  showTicket,
  type Viewer,
} from './support.service.ts';
import { SupportStreams } from './support.stream.ts';

/** The support streams of each running app, by its HTTP server (for tests and diagnostics). */
export const supportStreamsOf = new WeakMap<object, SupportStreams>();

function viewer(req: FastifyRequest): Viewer {
  const user = requireUser(req.user);
  return { id: user.id, staff: user.role === 'admin', lang: req.lang };
}

/** Chat sends are limited per session, so a stuck key or a script cannot flood the support inbox. */
const sendLimit = {
  max: 30,
  timeWindow: 60_000,
  keyGenerator: (req: FastifyRequest) => req.headers.authorization ?? req.ip,
  errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) =>
    new AppError(429, 'rate_limited', 'rate-limited', { after: `${Math.ceil(ctx.ttl / 1000)} s`, retryAfterSeconds: Math.ceil(ctx.ttl / 1000) }),
};

const tags = ['support'];

/**
 * The support chat (spec sections 3, 4, 5 and 7): tickets and messages, a live event stream, and the
 * badges of the navigation. Askers (every signed-in role but admin) read their own tickets; the
 * admin reads all and answers from the support inbox.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const supportHttp: FastifyPluginAsyncZod = async (app) => {
  const streams = new SupportStreams(app.db, (token) => app.verifyToken(token), app.log);
  supportStreamsOf.set(app.server, streams);
  app.metrics.current('vedmarked_sse_connections', 'Support event streams (Server-Sent Events) open on this process', () => streams.size);

  // Events of every process, in the order they were published.
  let queue = Promise.resolve();
  const unsubscribe = await app.realtime.subscribe(SUPPORT_CHANNEL, (payload) => {
    queue = queue.then(() => streams.dispatch(payload as SupportEvent)).catch((err) => app.log.error({ err }, 'support stream: dispatch failed'));
  });
  const offResync = app.realtime.onResync(() => void streams.resync());
  app.addHook('preClose', async () => {
    // Streams never finish on their own: end them before the server waits for open requests.
    streams.close();
  });
  app.addHook('onClose', async () => {
    offResync();
    await unsubscribe();
  });

  app.get(
    '/support/list',
    {
      config: { policy: 'support' },
      schema: {
        tags,
        summary: 'Tickets the caller may read (own tickets; the admin: all), most recent activity first',
        querystring: supportListQuery,
        response: { 200: envelope(z.array(supportTicketEntry)), ...errorResponses },
      },
    },
    async (req) => ok(await listTickets(app.db, viewer(req), req.query)),
  );

  app.get(
    '/support/show/:id',
    {
      config: { policy: 'support' },
      schema: {
        tags,
        summary: 'A ticket with its messages; opening it marks its messages read for the caller',
        params: idParams,
        response: { 200: envelope(supportTicketDetail), ...errorResponses },
      },
    },
    async (req) => ok(await showTicket(app.db, app.realtime, viewer(req), req.params.id)),
  );

  app.post(
    '/support/ticket-exist',
    {
      config: { policy: 'supportAsker' },
      schema: {
        tags,
        summary: 'The open ticket about a topic, or the code support-ticket-not-found (the client then starts a draft ticket 0)',
        body: ticketTopicBody,
        response: { 200: envelope(supportTicketEntry), ...errorResponses },
      },
    },
    async (req) => ok(await findTicket(app.db, viewer(req), req.body)),
  );

  app.post(
    '/support/add-ticket',
    {
      config: { policy: 'supportAsker', rateLimit: sendLimit },
      schema: {
        tags,
        summary: 'Creates the ticket of a topic with its first message (a topic has at most one open ticket)',
        body: addTicketBody,
        response: { 200: envelope(supportTicketDetail), ...errorResponses },
      },
    },
    async (req) => ok(await addTicket(app.db, app.realtime, viewer(req), req.body)),
  );

  app.post(
    '/support/add-message',
    {
      config: { policy: 'support', rateLimit: sendLimit },
      schema: {
        tags,
        summary: 'Adds a message to a ticket (blank messages are refused; a repeated client_id is stored once)',
        body: addMessageBody,
        response: { 200: envelope(supportMessageEntry.extend({ support_ticket_id: z.number() })), ...errorResponses },
      },
    },
    async (req) => ok(await addMessage(app.db, app.realtime, viewer(req), req.body)),
  );

  app.get(
    '/support/get-ticket-categories',
    {
      config: { policy: 'support' },
      schema: { tags, summary: 'Ticket categories: general and order', response: { 200: envelope(z.array(supportCategoryEntry)), ...errorResponses } },
    },
    async (req) => ok(await listCategories(app.db, req.lang)),
  );

  app.get(
    '/support/get-order-types',
    {
      config: { policy: 'support' },
      schema: {
        tags,
        summary: 'Question types about an order: delivery, product, refund, update order details',
        response: { 200: envelope(z.array(supportQuestionTypeEntry)), ...errorResponses },
      },
    },
    async (req) => ok(await listQuestionTypes(app.db, req.lang)),
  );

  app.get(
    '/support/get-orders',
    {
      config: { policy: 'supportAsker' },
      schema: {
        tags,
        summary: "Orders the caller may ask about: their own (a vendor's: those assigned to them), newest first",
        response: { 200: envelope(z.array(supportOrderEntry)), ...errorResponses },
      },
    },
    async (req) => ok(await listOwnOrders(app.db, viewer(req))),
  );

  app.get(
    '/support/stream',
    {
      config: { policy: 'support' },
      schema: {
        tags,
        summary: 'Live support events (Server-Sent Events over a bearer-authenticated fetch): ready, message, read, badges, resync, unauthorized, bye',
        description:
          'text/event-stream. Each event has a name and JSON data. A comment line arrives every 25 s. ' +
          'Read it with fetch and the Authorization header (EventSource cannot send one); reconnect after a drop and refetch.',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('Server-Sent Events') },
      },
    },
    async (req, reply) => {
      const user = requireUser(req.user);
      const token = req.headers.authorization!.split(' ')[1]!;
      // A reconnecting client names the last message it saw (SSE Last-Event-ID): it gets what it missed first.
      const given = req.headers['last-event-id'];
      const lastEventId = typeof given === 'string' && /^\d{1,15}$/.test(given) ? Number(given) : undefined;
      reply.hijack();
      streams.open(reply.raw, user, token, req.id, lastEventId);
    },
  );

  app.get(
    '/:role/badges',
    {
      config: { policy: 'signedIn' },
      schema: {
        tags,
        summary: 'Counters for the navigation: messages = tickets with messages the caller has not read',
        params: z.object({ role: z.enum(ROLES) }),
        response: { 200: envelope(badgesEntry), ...errorResponses },
      },
    },
    async (req) => {
      const user = requireUser(req.user);
      if (req.params.role !== user.role) throw new AppError(403, 'forbidden', 'support-badges-wrong-role');
      return ok(await badges(app.db, viewer(req)));
    },
  );
};
export default supportHttp;
