import { adminOrderKeys, adminReturnKeys, useStoredesk } from '@storedesk/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Reads the orders and returns again. For a refusal that still changed something: a return
 * received whose refund the payment provider refused (`refund_refused`) is received all the same,
 * but the write failed, so its hook refreshed nothing.
 */
export function useRefreshOrders(): () => void {
  const { scope } = useStoredesk();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all(scope) });
    void queryClient.invalidateQueries({ queryKey: adminReturnKeys.all(scope) });
  }, [queryClient, scope]);
}
