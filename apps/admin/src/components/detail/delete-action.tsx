import { getErrorMessage } from '@storedesk/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';

/** A delete mutation of one entity (`useAdminDeleteCollection(id)`): called without input. */
interface DeleteMutation {
  mutate(variables: undefined): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

/**
 * The options for an entity's delete hook that, once it is gone, say so and leave for the list,
 * replacing the entity's page in the history (Back would show a 404). They go on the hook, not
 * on `mutate`: the page unmounts its content as the deleted entity's read fails, and only the
 * hook's callbacks still run then.
 */
export function useLeaveOnDelete(to: string, deleted: () => string) {
  const navigate = useNavigate();
  return {
    onSuccess: () => {
      toast.success(deleted());
      void navigate(to, { replace: true });
    },
  };
}

interface DeleteActionProps {
  mutation: DeleteMutation;
  /** The button ('Delete'). */
  label: string;
  /** The question, what it does, and the confirm button ('Delete collection'). */
  title: string;
  description: string;
  confirmLabel: string;
}

/**
 * A detail page's Delete: asks first, and keeps the dialog open with the server's reason when
 * the delete is refused (what happens after a success is the hook's, see `useLeaveOnDelete`).
 */
export function DeleteAction({ mutation, label, ...dialog }: DeleteActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog
        {...dialog}
        open={open}
        onOpenChange={setOpen}
        variant="danger"
        isLoading={mutation.isPending}
        error={mutation.error ? getErrorMessage(mutation.error) : undefined}
        onConfirm={() => mutation.mutate(undefined)}
      />
    </>
  );
}
