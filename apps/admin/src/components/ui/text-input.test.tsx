import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type FieldErrors } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { steppedValue, TextInput } from '@/components/ui/text-input';
import '@/test/i18n';

describe('steppedValue', () => {
  const limits = { min: '0', max: '10', step: '2' };
  it('adds or removes one step', () => {
    expect(steppedValue('4', 1, limits)).toBe('6');
    expect(steppedValue('4', -1, limits)).toBe('2');
  });
  it('stays inside min and max, and says so at the limit', () => {
    expect(steppedValue('9', 1, limits)).toBe('10');
    expect(steppedValue('10', 1, limits)).toBeNull();
    expect(steppedValue('1', -1, limits)).toBe('0');
    expect(steppedValue('0', -1, limits)).toBeNull();
  });
  it('starts an empty input from 0 (or the nearest limit), step 1 by default', () => {
    expect(steppedValue('', 1, { min: '', max: '', step: '' })).toBe('1');
    expect(steppedValue('', -1, { min: '', max: '', step: '' })).toBe('-1');
    expect(steppedValue('', 1, { min: '5', max: '', step: '' })).toBe('5');
  });
  it('keeps decimal steps exact', () => {
    expect(steppedValue('0.2', 1, { min: '', max: '', step: '0.1' })).toBe('0.3');
  });
});

describe('TextInput', () => {
  it('labels the input and shows prefix and suffix, announced as its description', () => {
    render(<TextInput label="Price" name="price" prefix="€" suffix="EUR" />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(screen.getByText('€')).toBeInTheDocument();
    expect(screen.getByText('EUR')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('€ EUR');
  });

  it('marks a required field with an asterisk', () => {
    render(<TextInput label="Title" name="title" required />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('title', 'Required');
  });

  it('number step buttons move by step and respect min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextInput
        label="Quantity"
        name="quantity"
        type="number"
        min={0}
        max={5}
        step={2}
        defaultValue={2}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    const increase = screen.getByRole('button', { name: 'Increase' });
    const decrease = screen.getByRole('button', { name: 'Decrease' });

    await user.click(increase);
    expect(input).toHaveValue(4);
    await user.click(increase);
    expect(input).toHaveValue(5);
    await user.click(increase);
    expect(input).toHaveValue(5);
    expect(onChange.mock.calls).toEqual([['4'], ['5']]);

    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue(0);
  });

  it('step buttons are reachable with Tab and pressed with Enter', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Quantity" name="quantity" type="number" defaultValue={1} />);
    await user.tab();
    expect(screen.getByRole('spinbutton')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Increase' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton')).toHaveValue(2);
  });

  it('has no step buttons for text', () => {
    render(<TextInput label="Title" name="title" />);
    expect(screen.queryByRole('button', { name: 'Increase' })).not.toBeInTheDocument();
  });

  it('the clear button empties the input, focuses it and calls onClear', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(<TextInput label="Search" name="q" defaultValue="shoes" clearable onClear={onClear} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows the error for its name: red frame, aria-invalid and the error line', () => {
    const errors: FieldErrors<{ variants: { price: number }[] }> = {
      variants: [{ price: { type: 'min', message: 'Price must be positive' } }],
    };
    render(<TextInput label="Price" name="variants.0.price" errors={errors} />);
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Price must be positive');
    expect(input.parentElement).toHaveAttribute('data-invalid', 'true');
    expect(input.parentElement).toHaveClass('border-red-500');
  });

  it('ignores errors of other fields', () => {
    render(
      <TextInput
        label="Price"
        name="price"
        errors={{ title: { type: 'required', message: 'Title is required' } }}
      />,
    );
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('works with react-hook-form register, step and clear buttons included', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ stock: string; sku: string }>({
        defaultValues: { stock: '3', sku: 'SKU-1' },
      });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextInput
            label="Stock"
            type="number"
            max={4}
            errors={formState.errors}
            {...register('stock')}
          />
          <TextInput
            label="SKU"
            clearable
            errors={formState.errors}
            {...register('sku', { required: 'SKU is required' })}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('SKU is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'SKU-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ stock: '4', sku: 'SKU-2' });
  });
});
