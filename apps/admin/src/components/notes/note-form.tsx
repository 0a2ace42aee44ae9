import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostNotesNoteReq } from '@storedesk/contract';
import { useAdminCreateNote } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';

/** A note's text as the contract takes it; any problem is the one key below. */
const resolver = zodResolver(AdminPostNotesNoteReq, { error: () => 'value' });

/** The words of the form, from the namespace of the page it sits on. */
export interface NoteFormText {
  label: string;
  placeholder: string;
  /** Under the field when it is empty. */
  required: string;
  add: string;
  /** The toast once saved. */
  added: string;
}

/**
 * Leaves a note for the team on an order or a customer (`/admin/notes`): an empty note is
 * refused on the field, a server refusal shows on the field or above it, and a saved note
 * empties the field.
 */
export function NoteForm({
  resourceType,
  resourceId,
  text,
}: {
  resourceType: 'order' | 'customer';
  resourceId: string;
  text: NoteFormText;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ value: string }>({ resolver, defaultValues: { value: '' } });
  const create = useAdminCreateNote({
    onSuccess: () => {
      reset();
      toast.success(text.added);
    },
  });
  const onField = useServerFieldError(create.error, ['value'], setError);
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={handleSubmit(({ value }) =>
        create.mutate({ resource_type: resourceType, resource_id: resourceId, value }),
      )}
    >
      {create.isError && !onField && <Alert>{getErrorMessage(create.error)}</Alert>}
      <TextareaField
        label={text.label}
        rows={2}
        placeholder={text.placeholder}
        error={
          errors.value
            ? errors.value.type === 'server'
              ? errors.value.message
              : text.required
            : undefined
        }
        {...register('value')}
      />
      <div className="flex justify-end">
        <UiButton type="submit" variant="secondary" isLoading={create.isPending}>
          {text.add}
        </UiButton>
      </div>
    </form>
  );
}

/** A member of staff as the team knows them: their name, else their email. */
export const staffName = (person: {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}) => [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;
