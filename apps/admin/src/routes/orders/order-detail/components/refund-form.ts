import { AdminPostOrdersOrderRefundsReq, type RefundReason } from '@storedesk/contract';
import { z } from 'zod';
import { toMinorUnits } from '@/routes/pricing/common/money';

/** What the refund dialog holds: the amount as typed (major units), reason, note, notify. */
export interface RefundValues {
  amount: string;
  reason: RefundReason;
  note: string;
  notify: boolean;
}

/**
 * The contract's refund body as the dialog fills it: the amount typed in the currency's major
 * units (`12.50`), turned into minor units and kept within what the payment may still give back
 * (`max`, minor units). Each problem is a key of the dialog's words: `amountRequired`,
 * `amountFormat`, `amountZero`, `amountTooHigh`, `noteTooLong`.
 */
export function refundSchema(currencyCode: string, max: number) {
  return AdminPostOrdersOrderRefundsReq.pick({ reason: true })
    .extend({
      amount: z.string(),
      note: z.string().trim().max(2000, { message: 'noteTooLong' }),
      notify: z.boolean(),
    })
    .transform((values, ctx) => {
      const amount = toMinorUnits(values.amount, currencyCode);
      const problem =
        amount === undefined
          ? 'amountRequired'
          : amount === null
            ? 'amountFormat'
            : amount <= 0
              ? 'amountZero'
              : amount > max
                ? 'amountTooHigh'
                : null;
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
        return z.NEVER;
      }
      return {
        amount: amount!,
        reason: values.reason,
        ...(values.note ? { note: values.note } : {}),
        no_notification: !values.notify,
      };
    });
}
