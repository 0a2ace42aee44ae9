import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import '@/test/i18n';

describe('form fields', () => {
  it('a textarea labelled by its label, described by its hint, valid while there is no error', () => {
    render(<TextareaField label="Description" hint="Shown to shoppers" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('rows', '3');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Shown to shoppers');
  });

  it('an error marks the control invalid and is read after the hint', () => {
    render(
      <SelectField label="Currency" required hint="One of the store's" error="Choose a currency">
        <option value="">None</option>
        <option value="eur">EUR</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription("One of the store's Choose a currency");
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
