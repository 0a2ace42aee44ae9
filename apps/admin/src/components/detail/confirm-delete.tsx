import { getErrorMessage } from '@storedesk/client';
import { Dialog } from '@/components/ui/dialog';

/** A delete mutation of one row (`useAdminDeleteTaxRate(id)`): called without input. */
interface DeleteMutation {
  mutate(variables: undefined): void;
  isPending: boolean;
  error: unknown;
}

interface ConfirmDeleteProps {
  mutation: DeleteMutation;
  /** The question, what it does, and the confirm button. */
  title: string;
  description: string;
  confirmLabel: string;
  onClose: () => void;
}

/**
 * Asks before deleting a row of a table, and stays open with the server's reason when the
 * delete is refused (the hook's `onSuccess` says it is done and closes it). Render it while a
 * row is being deleted; `DeleteAction` is the same for a detail page's own Delete button.
 */
export function ConfirmDelete({ mutation, onClose, ...dialog }: ConfirmDeleteProps) {
  return (
    <Dialog
      {...dialog}
      open
      onOpenChange={(open) => !open && onClose()}
      variant="danger"
      isLoading={mutation.isPending}
      error={mutation.error ? getErrorMessage(mutation.error) : undefined}
      onConfirm={() => mutation.mutate(undefined)}
    />
  );
}
