import { findPlan } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DemoCheckout } from './checkout';
import { renderDemoCheckout, renderDemoCheckoutExpired } from './demo-checkout-page';
import { fulfilPayment } from './fulfilment';

/** The ticket rides in the query: a signed token is longer than a path parameter may be. */
const querystring = z.object({ ticket: z.string().max(2_000) });

/**
 * /demo-checkout?ticket=…: the page behind the demo checkout's URL, and its Pay button, which runs
 * the very fulfilment a Stripe webhook runs. Only while the demo checkout is this server's checkout.
 */
export const demoCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.deps.payments.checkout;
  if (!(checkout instanceof DemoCheckout)) return;
  // The page's Pay button is a plain HTML form; everything it needs is in the ticket.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  const html = (reply: import('fastify').FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  app.get('/demo-checkout', { schema: { hide: true, querystring } }, async (request, reply) => {
    const ticket = await checkout.read(request.query.ticket);
    const plan = ticket && findPlan(ticket.planId);
    if (!plan) return html(reply, 410, renderDemoCheckoutExpired());
    return html(
      reply,
      200,
      renderDemoCheckout(plan, `/demo-checkout/pay?ticket=${encodeURIComponent(request.query.ticket)}`),
    );
  });

  app.post('/demo-checkout/pay', { schema: { hide: true, querystring } }, async (request, reply) => {
    const ticket = await checkout.read(request.query.ticket);
    const plan = ticket && findPlan(ticket.planId);
    if (!ticket || !plan) return html(reply, 410, renderDemoCheckoutExpired());
    // Paying twice on one ticket is one payment: the ticket's id is the payment's session id.
    await fulfilPayment(app.deps, request.log, {
      provider: 'demo',
      userId: ticket.userId,
      planId: plan.id,
      amountCents: plan.price_cents,
      currency: plan.currency,
      sessionId: ticket.sessionId,
      paymentId: null,
    });
    return reply.redirect(`/payment/success?session_id=${encodeURIComponent(ticket.sessionId)}`, 303);
  });
};
