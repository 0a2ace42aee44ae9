import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormLabel } from '@/components/ui/form-label';
import '@/test/i18n';

describe('FormLabel', () => {
  it('labels its control, without asterisk or tooltip by default', () => {
    render(
      <>
        <FormLabel htmlFor="title">Title</FormLabel>
        <input id="title" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a required asterisk that is kept out of the accessible name', () => {
    render(
      <>
        <FormLabel htmlFor="title" required>
          Title
        </FormLabel>
        <input id="title" required />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeRequired();
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(asterisk).toHaveAttribute('title', 'Required');
  });

  it('shows its tooltip from an info icon button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormLabel htmlFor="handle" tooltip="Used in the product URL">
          Handle
        </FormLabel>
        <input id="handle" />
      </>,
    );
    const info = screen.getByRole('button', { name: 'More information' });
    expect(info.querySelector('svg[data-icon="info"]')).not.toBeNull();
    await user.tab();
    expect(info).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Used in the product URL');
  });
});
