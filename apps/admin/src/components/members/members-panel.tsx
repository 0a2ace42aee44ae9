import { getErrorMessage } from '@storedesk/client';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Section } from '@/components/detail/section';
import { ListView, type ListViewProps } from '@/components/list/list-view';
import type { ListState } from '@/components/list/list-state';
import { useSelection } from '@/components/list/use-selection';

/** A mutation that changes the members (`useAdminAddProductsToCategory(id)` and the like). */
export interface MembersMutation<V> {
  mutate(variables: V, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  error: unknown;
}

/** A change of members: the mutation, and its request body for the ids. */
export interface MembersChange<V> {
  mutation: MembersMutation<V>;
  body: (ids: string[]) => V;
}

interface MembersPanelProps<T, V> extends Omit<
  ListViewProps<T, ListState>,
  'selection' | 'layout' | 'label'
> {
  title: string;
  /** Under the title (how many there are). */
  description?: ReactNode;
  /** The ticked rows' checkbox name ('Select Linen shirt'). */
  rowLabel: (row: T) => string;
  /** Takes the ticked members out; its button says how many ('Remove 2 products'). */
  remove: MembersChange<V> & { label: (count: number) => string; done: (count: number) => void };
  /** Beside the remove button: the add button (it opens the caller's picker). */
  add: ReactNode;
  /** Under the list (a rule worth knowing, like "a product has one collection"). */
  footer?: ReactNode;
  /** The picker the add button opens. */
  children?: ReactNode;
}

/**
 * The members of something (the products of a collection, a category, a channel): a searchable,
 * paged list whose rows can be ticked and removed together, and an add button that opens a
 * picker. A selection belongs to the page of the list it was made on.
 */
export function MembersPanel<T, V>({
  title,
  description,
  rowLabel,
  remove,
  add,
  footer,
  children,
  ...view
}: MembersPanelProps<T, V>) {
  const getRowId = view.getRowId ?? ((row: T) => (row as { id: string }).id);
  const [selected, setSelected] = useSelection(JSON.stringify(view.list.state));
  const rows = view.data.status === 'success' ? view.data.rows : [];
  const chosen = rows.map(getRowId).filter((id) => selected.has(id));

  return (
    <Section
      title={title}
      description={description}
      actions={
        <>
          {chosen.length > 0 && (
            <Button
              variant="secondary"
              isLoading={remove.mutation.isPending}
              onClick={() =>
                remove.mutation.mutate(remove.body(chosen), {
                  onSuccess: () => {
                    setSelected(new Set());
                    remove.done(chosen.length);
                  },
                })
              }
            >
              {remove.label(chosen.length)}
            </Button>
          )}
          {add}
        </>
      }
    >
      {remove.mutation.error != null && <Alert>{getErrorMessage(remove.mutation.error)}</Alert>}
      <ListView
        {...view}
        label={title}
        layout="list"
        selection={{ selected, onChange: setSelected, rowLabel }}
      />
      {footer}
      {children}
    </Section>
  );
}
