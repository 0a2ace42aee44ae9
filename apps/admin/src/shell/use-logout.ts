import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteSession } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';

/** Ends the session and goes to the login page; a failure is told in a toast. */
export function useLogout() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return useAdminDeleteSession({
    onSuccess: () => navigate('/login', { replace: true }),
    onError: (error) => {
      toast.error(t('toast.error'), getErrorMessage(error));
    },
  });
}
