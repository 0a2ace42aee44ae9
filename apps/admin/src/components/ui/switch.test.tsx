import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from '@/components/ui/switch';

function Controlled({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Anonymize my usage data"
      description="Name and email are not collected."
      checked={checked}
      onCheckedChange={setChecked}
      disabled={disabled}
    />
  );
}

describe('Switch', () => {
  it('is a labelled switch with its hint as description', () => {
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Anonymize my usage data' });
    expect(toggle).toHaveAccessibleDescription('Name and email are not collected.');
    expect(toggle).not.toBeChecked();
  });

  it('toggles by click, by its label, and by Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch');
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Anonymize my usage data'));
    expect(toggle).toBeChecked();
  });

  it('disabled, it cannot change and the row is dimmed', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <Switch
        label="Anonymize my usage data"
        disabled
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const toggle = screen.getByRole('switch', { name: 'Anonymize my usage data' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    await user.click(screen.getByText('Anonymize my usage data'));
    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(toggle).not.toBeChecked();
    const row = toggle.parentElement;
    expect(row).toHaveAttribute('data-disabled', 'true');
    expect(row).toHaveClass('data-[disabled]:opacity-50');
  });
});
