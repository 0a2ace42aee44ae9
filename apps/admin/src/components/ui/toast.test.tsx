import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, type ToastKind } from '@/components/ui/toast';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

describe('toast', () => {
  it.each<ToastKind>(['success', 'error', 'warning', 'info'])(
    '%s shows its title, description and the %s icon',
    async (kind) => {
      render(<Toaster />);
      act(() => {
        toast[kind](`${kind} title`, `${kind} details`);
      });
      const title = await screen.findByText(`${kind} title`);
      const item = title.closest('[data-sonner-toast]');
      expect(item).toHaveAttribute('data-type', kind);
      expect(item).toHaveTextContent(`${kind} details`);
      const icons = item?.querySelectorAll('svg[data-icon]');
      expect([...(icons ?? [])].map((icon) => icon.getAttribute('data-icon'))).toEqual([kind]);
    },
  );
});
