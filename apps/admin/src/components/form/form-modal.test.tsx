import { StoredeskError } from '@storedesk/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from '@/components/form/form-modal';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import '@/test/i18n';

const answer = (status: number, body: Record<string, string>) =>
  new StoredeskError(body.message!, { kind: 'response', status, body });

function TitleForm({
  error,
  markOnly = false,
  layout,
  onSubmit = () => {},
  onClose = () => {},
}: {
  error: unknown;
  markOnly?: boolean;
  layout?: 'dialog' | 'full';
  onSubmit?: (values: { title: string; handle: string }) => void;
  onClose?: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { title: 'Summer', handle: '' } });
  const fieldError = useServerFieldError(error, ['title', 'handle'] as const, setError, {
    markOnly,
  });
  const shown = shownErrors(errors, ['title', 'handle'], (field, problem) =>
    problem.type === 'taken' ? 'Another collection already uses this handle.' : `Check ${field}`,
  );
  return (
    <FormModal
      layout={layout ?? 'dialog'}
      heading="Create collection"
      submitLabel="Create"
      isSaving={false}
      error={error}
      errorOnField={!markOnly && fieldError !== null}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextInput label="Title" errors={shown} {...register('title')} />
      <TextInput label="Handle" errors={shown} {...register('handle')} />
    </FormModal>
  );
}

describe('FormModal with useServerFieldError', () => {
  it('submits the form from the footer and cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(<TitleForm error={null} onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Create collection' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Summer', handle: '' }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a taken handle on the Handle field in the form’s words, not in a banner', async () => {
    const taken = answer(422, {
      type: 'duplicate_error',
      code: 'duplicate_handle',
      message: 'Product collection with handle summer already exists.',
    });
    render(<TitleForm error={taken} />);
    const handle = await screen.findByRole('textbox', { name: 'Handle' });
    expect(handle).toHaveAttribute('aria-invalid', 'true');
    expect(handle).toHaveAccessibleDescription('Another collection already uses this handle.');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });

  it("puts a field's invalid_data on it with the server's sentence", async () => {
    const long = answer(400, {
      type: 'invalid_data',
      message: 'title must be at most 200 characters',
    });
    render(<TitleForm error={long} />);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'title must be at most 200 characters',
    );
  });

  it('markOnly keeps the banner and the form’s own words on the field', async () => {
    const long = answer(400, {
      type: 'invalid_data',
      message: 'title must be at most 200 characters',
    });
    render(<TitleForm error={long} markOnly layout="full" />);
    expect(screen.getByRole('dialog', { name: 'Create collection' })).toHaveClass('inset-0');
    expect(screen.getByRole('alert')).toHaveTextContent('title must be at most 200 characters');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Check title',
    );
  });

  it('shows an error naming no field above the form, fields untouched', () => {
    const gone = answer(404, { type: 'not_found', message: 'Collection was not found' });
    render(<TitleForm error={gone} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Collection was not found');
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid');
  });
});
