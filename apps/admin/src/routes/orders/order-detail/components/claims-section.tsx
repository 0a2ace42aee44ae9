import { getErrorMessage } from '@storedesk/client';
import { useAdminCancelClaim, useAdminCancelClaimFulfillment } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import {
  ClaimFulfillmentBadge,
  ClaimPaymentBadge,
  ClaimTypeBadge,
} from '@/routes/claims/common/claim-badges';
import {
  canCancelClaim,
  canFulfilClaim,
  canReceiveClaimReturn,
  canRegisterClaim,
  claimsOf,
  type ClaimView,
} from '@/routes/claims/common/claim-view';
import { ReturnStatusBadge } from '@/routes/returns/common/return-status-badge';
import { isolate, useOrderFormat } from '../../common/format';
import { isOpenFulfillment } from '../../common/order-swaps';
import type { OrderView } from '../../common/order-view';
import { FulfilClaimModal } from './fulfil-claim-modal';
import { ReceiveReturnModal } from './receive-return-modal';
import { RegisterClaimModal } from './register-claim-modal';
import { ShipModal } from './ship-modal';

/** A confirmation the section asks for: cancel the claim, or cancel a parcel of it. */
type Asking =
  | { kind: 'cancel'; claim: ClaimView; name: string }
  | { kind: 'cancelParcel'; claim: ClaimView; name: string; fulfillmentId: string };

interface Named {
  claim: ClaimView;
  name: string;
}

/**
 * The order's claims, oldest first: each with its type, its status, the claimed items with their
 * reason and note, the refund or the replacements sent free of charge (and how they ship), the
 * return that brings the items back with its status, and the replacements' parcels. Register
 * one while something fulfilled is left to claim; fulfil the replacements, ship their parcels,
 * receive the return or cancel the claim, as each allows.
 */
export function ClaimsSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('claims');
  const [registering, setRegistering] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [fulfilling, setFulfilling] = useState<Named | null>(null);
  const [shipping, setShipping] = useState<(Named & { fulfillmentId: string }) | null>(null);
  const [receiving, setReceiving] = useState<Named | null>(null);
  const claims = claimsOf(order);
  const registrable = canRegisterClaim(order);
  const done = (message: string) => () => {
    toast.success(message);
    setAsking(null);
  };
  const cancel = useAdminCancelClaim(order.id, {
    onSuccess: done(t('section.canceled', { name: asking?.name ?? '' })),
  });
  const cancelParcel = useAdminCancelClaimFulfillment(order.id, {
    onSuccess: done(t('section.parcelCanceled', { name: asking?.name ?? '' })),
  });
  const current = asking?.kind === 'cancelParcel' ? cancelParcel : cancel;
  const ask = (next: Asking) => {
    cancel.reset();
    cancelParcel.reset();
    setAsking(next);
  };

  return (
    <Section
      title={t('section.title')}
      description={registrable ? undefined : t('section.cannotRegister')}
      actions={
        <UiButton variant="secondary" disabled={!registrable} onClick={() => setRegistering(true)}>
          {t('section.register')}
        </UiButton>
      }
    >
      {claims.length === 0 ? (
        <p className="text-sm text-slate-600">{t('section.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {claims.map((claim, index) => {
            const name = t('section.name', { number: index + 1 });
            return (
              <ClaimCard
                key={claim.id}
                order={order}
                claim={claim}
                name={name}
                onFulfil={() => setFulfilling({ claim, name })}
                onShip={(fulfillmentId, parcel) =>
                  setShipping({ claim, name: parcel, fulfillmentId })
                }
                onCancelParcel={(fulfillmentId) =>
                  ask({ kind: 'cancelParcel', claim, name, fulfillmentId })
                }
                onReceive={() => setReceiving({ claim, name })}
                onCancel={() => ask({ kind: 'cancel', claim, name })}
              />
            );
          })}
        </ul>
      )}
      {registering && <RegisterClaimModal order={order} onClose={() => setRegistering(false)} />}
      {fulfilling && (
        <FulfilClaimModal
          orderId={order.id}
          claim={fulfilling.claim}
          name={fulfilling.name}
          onClose={() => setFulfilling(null)}
        />
      )}
      {shipping && (
        <ShipModal
          orderId={order.id}
          claimId={shipping.claim.id}
          fulfillmentId={shipping.fulfillmentId}
          name={shipping.name}
          onClose={() => setShipping(null)}
        />
      )}
      {receiving?.claim.return_order && (
        <ReceiveReturnModal
          order={order}
          entry={receiving.claim.return_order}
          name={t('section.returnOf', { name: receiving.name })}
          onClose={() => setReceiving(null)}
        />
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        variant="danger"
        title={asking ? t(`confirm.${asking.kind}.title`, { name: asking.name }) : ''}
        description={asking ? t(`confirm.${asking.kind}.text`) : ''}
        confirmLabel={asking ? t(`confirm.${asking.kind}.confirm`) : ''}
        cancelLabel={t('confirm.keep')}
        isLoading={current.isPending}
        error={current.error ? getErrorMessage(current.error) : undefined}
        onConfirm={() => {
          if (!asking) return;
          if (asking.kind === 'cancel') cancel.mutate(asking.claim.id);
          else {
            cancelParcel.mutate({
              claim_id: asking.claim.id,
              fulfillment_id: asking.fulfillmentId,
            });
          }
        }}
      />
    </Section>
  );
}

interface ClaimCardProps {
  order: OrderView;
  claim: ClaimView;
  name: string;
  onFulfil: () => void;
  onShip: (fulfillmentId: string, parcel: string) => void;
  onCancelParcel: (fulfillmentId: string) => void;
  onReceive: () => void;
  onCancel: () => void;
}

function ClaimCard({
  order,
  claim,
  name,
  onFulfil,
  onShip,
  onCancelParcel,
  onReceive,
  onCancel,
}: ClaimCardProps) {
  const { t } = useTranslation('claims');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const canceled = claim.canceled_at !== null;
  const titleOf = (id: string) => order.items.find((item) => item.id === id)?.title ?? id;
  const method = claim.shipping_methods[0];
  const returned = claim.return_order;
  const returnShipping = returned?.shipping_method ?? null;

  return (
    <li
      aria-label={name}
      className={`rounded-lg border border-slate-200 p-3 text-sm ${canceled ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {name}
            <ClaimTypeBadge type={claim.type} />
            {/* A canceled claim is canceled on every count: one badge says it. */}
            {canceled ? (
              <ClaimFulfillmentBadge status="canceled" />
            ) : claim.type === 'refund' ? (
              <ClaimPaymentBadge status={claim.payment_status} />
            ) : (
              <ClaimFulfillmentBadge status={claim.fulfillment_status} />
            )}
          </p>
          <p className="text-slate-500">
            {canceled
              ? t('section.canceledOn', { date: format.dateTime(claim.canceled_at!) })
              : t('section.created', { date: format.dateTime(claim.created_at) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canFulfilClaim(claim) && (
            <UiButton variant="primary" className="px-3 py-1.5" onClick={onFulfil}>
              {t('section.fulfil')}
            </UiButton>
          )}
          {canReceiveClaimReturn(claim) && (
            <UiButton variant="secondary" className="px-3 py-1.5" onClick={onReceive}>
              {t('section.receive')}
            </UiButton>
          )}
          {canCancelClaim(claim) && (
            <UiButton variant="ghost" className="px-3 py-1.5" onClick={onCancel}>
              {t('section.cancel')}
            </UiButton>
          )}
        </div>
      </div>

      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {t('section.claimed')}
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {claim.claim_items.map((item) => (
              <li key={item.id}>
                <div className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{titleOf(item.item_id)}</span>
                  <span className="shrink-0 tabular-nums">×{item.quantity}</span>
                </div>
                <p className="text-xs break-words text-slate-500">
                  {t('section.lineReason', { reason: t(`reason.${item.reason}`) })}
                </p>
                {item.note && (
                  <p className="text-xs break-words whitespace-pre-line text-slate-500">
                    {t('section.lineNote', { note: item.note })}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-600">
            {returned ? (
              <>
                {returnShipping
                  ? t('section.comingBackBy', { amount: money(returnShipping.price) })
                  : t('section.comingBack')}
                <ReturnStatusBadge status={returned.status} />
              </>
            ) : (
              t('section.notComingBack')
            )}
          </p>
        </div>
        <div className="min-w-0">
          {claim.type === 'refund' ? (
            <>
              <p className="font-medium text-slate-900">{t('section.refund')}</p>
              <p className="mt-1" data-testid="claim-settlement">
                {claim.payment_status === 'refunded'
                  ? t('section.refunded', { amount: money(claim.refund_amount ?? 0) })
                  : canceled
                    ? t('section.refundCanceled')
                    : t('section.notRefunded', { amount: money(claim.refund_amount ?? 0) })}
              </p>
            </>
          ) : (
            <>
              <p className="font-medium text-slate-900">{t('section.replacements')}</p>
              <ul className="mt-1 flex flex-col gap-1">
                {claim.additional_items.map((line) => (
                  <li key={line.id} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">
                      {line.title}
                      {line.description && (
                        <span className="text-slate-500">{` · ${line.description}`}</span>
                      )}
                    </span>
                    <span className="shrink-0 tabular-nums">×{line.quantity}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-slate-600" data-testid="claim-settlement">
                {t('section.freeOfCharge')}
                {method?.shipping_option?.name &&
                  ` ${t('section.shippingNamed', { name: isolate(method.shipping_option.name) })}`}
              </p>
            </>
          )}
        </div>
      </div>

      {claim.fulfillments.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-t border-slate-100 pt-3">
          {claim.fulfillments.map((fulfillment, index) => {
            const parcel = t('section.parcel', { number: index + 1, name });
            const links = fulfillment.tracking_links ?? [];
            const numbers =
              links.length > 0
                ? links.map((link) => link.tracking_number)
                : (fulfillment.tracking_numbers ?? []);
            return (
              <li
                key={fulfillment.id}
                aria-label={parcel}
                className="flex flex-wrap items-start justify-between gap-2"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {t('section.parcelShort', { number: index + 1 })}{' '}
                    <span className="font-normal text-slate-600">
                      {fulfillment.canceled_at
                        ? t('section.parcelState.canceled')
                        : fulfillment.shipped_at
                          ? t('section.parcelState.shipped', {
                              date: format.dateTime(fulfillment.shipped_at),
                            })
                          : t('section.parcelState.notShipped')}
                    </span>
                  </p>
                  {numbers.length > 0 && (
                    <p className="break-words text-slate-600">
                      {t('section.tracking', { numbers: numbers.join(', ') })}
                    </p>
                  )}
                </div>
                {isOpenFulfillment(fulfillment) && !canceled && (
                  <div className="flex flex-wrap gap-2">
                    <UiButton
                      variant="secondary"
                      className="px-3 py-1.5"
                      onClick={() => onShip(fulfillment.id, parcel)}
                    >
                      {t('section.ship')}
                    </UiButton>
                    <UiButton
                      variant="ghost"
                      className="px-3 py-1.5"
                      onClick={() => onCancelParcel(fulfillment.id)}
                    >
                      {t('section.cancelParcel')}
                    </UiButton>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
