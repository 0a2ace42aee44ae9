import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveActive, type CommandItem, type CommandSection } from '@/shell/command-items';
import { SearchIcon } from '@/shell/icons';

interface CommandPaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** Already filtered; empty sections are not shown. */
  sections: readonly CommandSection[];
  onSelect: (item: CommandItem) => void;
  /** Remote results are on their way. */
  searching?: boolean;
}

/**
 * The palette itself: a modal dialog with a search box (a combobox) over a list of options in
 * sections. Arrow keys move the active option, Enter opens it, Escape closes the dialog.
 */
export function CommandPaletteDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  sections,
  onSelect,
  searching = false,
}: CommandPaletteDialogProps) {
  const { t } = useTranslation('shell');
  const listId = useId();
  const [active, setActive] = useState(0);
  const visible = sections.filter((section) => section.items.length > 0);
  const flat = visible.flatMap((section) => section.items);
  const activeIndex = flat.length === 0 ? -1 : Math.min(active, flat.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(activeIndex, event.key === 'ArrowDown' ? 1 : -1, flat.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = flat[activeIndex];
      if (item) onSelect(item);
    }
  };

  let index = -1;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-[12vh] left-1/2 z-50 flex max-h-[76vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl focus:outline-none">
          <Dialog.Title className="sr-only">{t('palette.title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('palette.description')}</Dialog.Description>
          <div className="flex items-center gap-3 border-b border-slate-200 px-4">
            <SearchIcon className="size-5 shrink-0 text-slate-400" />
            <input
              type="text"
              role="combobox"
              aria-label={t('palette.label')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('palette.placeholder')}
              value={query}
              onChange={(event) => {
                onQueryChange(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-400 focus:outline-none"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={t('palette.results')}
            className="min-h-0 flex-1 overflow-y-auto p-2"
          >
            {visible.map((section) => (
              <div
                key={section.id}
                role="group"
                aria-labelledby={`${listId}-${section.id}`}
                className="pb-2"
              >
                <div
                  id={`${listId}-${section.id}`}
                  role="presentation"
                  className="px-2 pt-2 pb-1 text-xs font-semibold text-slate-500"
                >
                  {section.heading}
                </div>
                {section.items.map((item) => {
                  index += 1;
                  const position = index;
                  const selected = position === activeIndex;
                  return (
                    <div
                      key={item.id}
                      id={optionId(position)}
                      role="option"
                      aria-selected={selected}
                      onClick={() => onSelect(item)}
                      onMouseMove={() => !selected && setActive(position)}
                      className={`flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2 text-sm ${selected ? 'bg-slate-900 text-white' : 'text-slate-800'}`}
                    >
                      <span className="truncate">{item.label}</span>
                      {item.hint && (
                        <span
                          className={`shrink-0 truncate text-xs ${selected ? 'text-slate-300' : 'text-slate-500'}`}
                        >
                          {item.hint}
                        </span>
                      )}
                    </div>
                  );
                })}
              </div>
            ))}
            <p aria-live="polite" className="px-3 py-2 text-sm text-slate-500 empty:hidden">
              {searching
                ? t('palette.searching')
                : flat.length === 0 && query.trim() !== ''
                  ? t('palette.noResults', { query: query.trim() })
                  : ''}
            </p>
          </div>
          <p className="hidden border-t border-slate-200 px-4 py-2 text-xs text-slate-500 sm:block">
            {t('palette.hint')}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
