import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorMessages, FormErrors } from '@/components/ui/form-errors';
import '@/test/i18n';

describe('errorMessages', () => {
  it('collects the messages of a react-hook-form errors tree in order, once each', () => {
    const errors: FieldErrors<{ title: string; variants: { sku: string }[] }> = {
      title: { type: 'required', message: 'Title is required' },
      variants: [
        { sku: { type: 'required', message: 'SKU is required' } },
        { sku: { type: 'required', message: 'SKU is required' } },
      ],
      root: { server: { type: 'server', message: 'Store is read-only' } },
    };
    expect(errorMessages(errors)).toEqual([
      'Title is required',
      'SKU is required',
      'Store is read-only',
    ]);
  });
});

describe('FormErrors', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<FormErrors errors={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a single error alone', () => {
    render(<FormErrors errors={['Title is required']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the first error and "+1 error" for one more', () => {
    render(<FormErrors errors={['Title is required', 'Price is required']} />);
    expect(screen.getByRole('button', { name: '+1 error' })).toBeInTheDocument();
    expect(screen.queryByText('Price is required')).not.toBeInTheDocument();
  });

  it('lists the other errors in a tooltip behind "+N errors", opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <FormErrors
        errors={{
          title: { type: 'required', message: 'Title is required' },
          price: { type: 'min', message: 'Price must be positive' },
          sku: { type: 'required', message: 'SKU is required' },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Title is required/);
    await user.tab();
    expect(screen.getByRole('button', { name: '+2 errors' })).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price must be positive', 'SKU is required']);
  });
});
