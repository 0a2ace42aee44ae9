import {
  AdminIsUserExistsReq,
  AdminIsUserExistsRes,
  AdminOrgPaymentReq,
  AdminOrgPaymentRes,
  SignupStatusRes,
} from '@storedesk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import { typed } from '../../platform/http.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { createSignupService } from './signup.service.js';
import { PUBLIC } from '../../platform/access.js';

/** Sign-up's calls: open to anyone, like the four unauthenticated POSTs of SPEC point 6. */
export async function signupRoutes(
  instance: FastifyInstance,
  deps: AppDeps & { payments: PaymentProvider },
): Promise<void> {
  const app = typed(instance);
  const signup = createSignupService(deps);

  app.post(
    '/admin/users/isUserExits',
    {
      schema: { body: AdminIsUserExistsReq, response: { 200: AdminIsUserExistsRes } },
      config: PUBLIC,
    },
    async (request) => ({
      isAccountExits: await signup.isUserExists(request.body.email, request.ip),
    }),
  );

  app.post(
    '/admin/users/orgpayment',
    {
      schema: { body: AdminOrgPaymentReq, response: { 200: AdminOrgPaymentRes } },
      config: PUBLIC,
    },
    async (request) => signup.startCheckout(request.body.userData, request.ip),
  );

  app.get(
    '/admin/signup/status',
    {
      schema: {
        querystring: z.object({ session_id: z.string().min(1).max(200) }),
        response: { 200: SignupStatusRes },
      },
      config: PUBLIC,
    },
    async (request) => {
      const intent = await signup.status(request.query.session_id);
      return { status: intent.status };
    },
  );
}
