import { PLANS } from '@storedesk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/context.js';
import { randomToken } from '../../platform/crypto.js';
import { withPlatformTx } from '../../platform/db/tx.js';
import { chargeTestCard, type CardInput } from '../../platform/payments/local-card.js';
import { ensureReferenceData } from '../../platform/reference/reference-data.js';
import { addMonth, completeLocalRenewal } from './billing.service.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import { completeSignupInTx } from '../signup/signup.service.js';
import { localCheckoutSession, signupIntent } from '../signup/signup.tables.js';
import { PUBLIC } from '../../platform/access.js';

type SessionRow = typeof localCheckoutSession.$inferSelect;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount / 100);

interface PageModel {
  session: SessionRow;
  payer: string;
  error?: { field: string; message: string };
  values?: Partial<CardInput>;
}

function page(model: PageModel): string {
  const plan = PLANS.find((entry) => entry.name === model.session.plan)!;
  const value = (name: keyof CardInput) => escapeHtml(model.values?.[name] ?? '');
  const invalid = (name: string) => (model.error?.field === name ? ' aria-invalid="true"' : '');
  const cancel = model.session.purpose === 'signup' ? '/app/plans' : '/app/a/settings/billing';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay for Storedesk ${escapeHtml(plan.title)} · Test checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 440px; margin: 0 auto; padding: 32px 16px; }
  .test { background: #fef3c7; border: 1px solid #f59e0b; border-radius: 8px; padding: 12px 14px; font-size: 14px; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 24px; margin-top: 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .price { font-size: 28px; font-weight: 600; margin: 12px 0 0; }
  label { display: block; font-size: 14px; font-weight: 500; margin-top: 14px; }
  input { box-sizing: border-box; width: 100%; margin-top: 4px; padding: 10px 12px; font-size: 16px; border: 1px solid #cbd5e1; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: #dc2626; }
  input:focus { outline: 2px solid #0f172a; outline-offset: 1px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { width: 100%; margin-top: 20px; padding: 12px; font-size: 16px; font-weight: 600; color: #fff; background: #0f172a; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus { outline: 2px solid #f59e0b; outline-offset: 2px; }
  .error { background: #fef2f2; border: 1px solid #fecaca; color: #991b1b; border-radius: 6px; padding: 10px 12px; margin-top: 16px; }
  .muted { color: #475569; font-size: 14px; }
  a { color: #0f172a; }
</style>
</head>
<body>
<main>
  <p class="test" role="note"><strong>Test checkout.</strong> No money moves and no card is charged.
  Use 4242 4242 4242 4242 with any future expiry date and any CVC.</p>
  <section class="card">
    <p class="muted">${escapeHtml(model.payer)}</p>
    <h1>Storedesk ${escapeHtml(plan.title)} plan</h1>
    <p class="price">${money(plan.price)} <span class="muted">per month</span></p>
    ${model.error ? `<p class="error" role="alert">${escapeHtml(model.error.message)}</p>` : ''}
    <form method="post" novalidate>
      <label for="number">Card number</label>
      <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" value="${value('number')}"${invalid('number')} required>
      <div class="row">
        <div><label for="expiry">Expiry (MM / YY)</label>
        <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="${value('expiry')}"${invalid('expiry')} required></div>
        <div><label for="cvc">CVC</label>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value=""${invalid('cvc')} required></div>
      </div>
      <label for="name">Name on card</label>
      <input id="name" name="name" autocomplete="cc-name" value="${value('name')}"${invalid('name')} required>
      <button type="submit">Pay ${money(plan.price)}</button>
    </form>
    <p class="muted"><a href="${cancel}">Cancel and go back</a></p>
  </section>
</main>
</body>
</html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(html);
}

/** The local provider's hosted checkout, outside /app: a sign-up's first payment or a renewal. */
export async function localCheckoutRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, logger } = deps;
  instance.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function find(id: string): Promise<{ session: SessionRow; payer: string } | undefined> {
    const [session] = await db
      .select()
      .from(localCheckoutSession)
      .where(eq(localCheckoutSession.id, id));
    if (!session) return undefined;
    if (session.purpose === 'signup' && session.signupIntentId) {
      const [intent] = await db
        .select()
        .from(signupIntent)
        .where(eq(signupIntent.id, session.signupIntentId));
      return { session, payer: intent ? `${intent.organization} · ${intent.email}` : '' };
    }
    const [owner] = session.storeId
      ? await db.select().from(store).where(eq(store.id, session.storeId))
      : [];
    return { session, payer: owner?.name ?? '' };
  }

  const notFound = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      '<!doctype html><title>Checkout not found</title><p>This checkout link is not valid. <a href="/app/plans">Choose a plan</a>.</p>',
    );
  const doneUrl = (session: SessionRow) =>
    session.purpose === 'signup'
      ? `/app/success?session_id=${encodeURIComponent(session.id)}`
      : '/app/a/settings/billing?paid=1';

  instance.get<{ Params: { id: string } }>(
    '/checkout/local/:id',
    { config: PUBLIC },
    async (request, reply) => {
      const found = await find(request.params.id);
      if (!found) return notFound(reply);
      if (found.session.status === 'complete') return reply.redirect(doneUrl(found.session), 303);
      return sendPage(reply, 200, page(found));
    },
  );

  instance.post<{ Params: { id: string }; Body: Record<string, string> }>(
    '/checkout/local/:id',
    { config: PUBLIC },
    async (request, reply) => {
      const found = await find(request.params.id);
      if (!found) return notFound(reply);
      const { session } = found;
      if (session.status === 'complete') return reply.redirect(doneUrl(session), 303);
      const body = typeof request.body === 'object' && request.body ? request.body : {};
      const card: CardInput = {
        number: String(body.number ?? ''),
        expiry: String(body.expiry ?? ''),
        cvc: String(body.cvc ?? ''),
        name: String(body.name ?? ''),
      };
      const charge = chargeTestCard(card);
      if (!charge.ok) {
        return sendPage(
          reply,
          402,
          page({ ...found, error: charge, values: { expiry: card.expiry, name: card.name } }),
        );
      }

      await ensureReferenceData(db);
      const outcome = await withPlatformTx(db, async (tx) => {
        const [locked] = await tx
          .select()
          .from(localCheckoutSession)
          .where(eq(localCheckoutSession.id, session.id))
          .for('update');
        if (locked?.status === 'complete') return 'ok';
        await tx
          .update(localCheckoutSession)
          .set({ status: 'complete' })
          .where(eq(localCheckoutSession.id, session.id));
        if (session.purpose === 'renewal' && session.storeId) {
          await completeLocalRenewal(tx, session.storeId, session.plan);
          return 'ok';
        }
        const now = new Date();
        const intent = await completeSignupInTx(tx, logger, session.signupIntentId!, {
          provider: 'local',
          customerId: `cus_local_${randomToken(9)}`,
          subscriptionId: `sub_local_${randomToken(9)}`,
          currentPeriodEnd: addMonth(now),
          confirmedAt: now,
        });
        return intent.status === 'needs_attention' ? 'taken' : 'ok';
      });
      if (outcome === 'taken') {
        // The email is taken, as a duplicate sign-up is answered everywhere (422).
        return sendPage(
          reply,
          422,
          page({
            ...found,
            error: {
              field: 'card',
              message:
                'An account with this email address was created while you were paying, so no new store was set up. Nothing was charged. Sign up again with another email, or log in.',
            },
          }),
        );
      }
      return reply.redirect(doneUrl(session), 303);
    },
  );
}
