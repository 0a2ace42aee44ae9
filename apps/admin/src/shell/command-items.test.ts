import { describe, expect, it } from 'vitest';
import { filterCommands, foldText, moveActive, type CommandItem } from './command-items';

const item = (label: string, hint?: string): CommandItem => ({
  id: label,
  label,
  hint,
  href: `/a/${label}`,
});

const ITEMS = [
  item('Orders', 'Orders'),
  item('Draft orders', 'Orders'),
  item('Customers', 'Customers'),
  item('Customer groups', 'Customers'),
  item('Gift cards', 'Catalogue'),
  item('Categorías', 'Catálogo'),
];

const labels = (items: CommandItem[]) => items.map((entry) => entry.label);

describe('filterCommands', () => {
  it('keeps everything, in order, for an empty query', () => {
    expect(labels(filterCommands(ITEMS, '  '))).toEqual(labels(ITEMS));
  });

  it('puts labels that start with the query first, then word starts, then the rest', () => {
    expect(labels(filterCommands(ITEMS, 'orders'))).toEqual(['Orders', 'Draft orders']);
    expect(labels(filterCommands(ITEMS, 'cards'))).toEqual(['Gift cards']);
    expect(labels(filterCommands(ITEMS, 'rder'))).toEqual(['Orders', 'Draft orders']);
  });

  it('matches every word, in any order, in the label or the hint', () => {
    expect(labels(filterCommands(ITEMS, 'groups customer'))).toEqual(['Customer groups']);
    expect(labels(filterCommands(ITEMS, 'catalogue'))).toEqual(['Gift cards']);
  });

  it('ignores case and accents', () => {
    expect(labels(filterCommands(ITEMS, 'CATEGORIAS'))).toEqual(['Categorías']);
    expect(labels(filterCommands(ITEMS, 'catalogo'))).toEqual(['Categorías']);
    expect(foldText('Übersicht')).toBe('ubersicht');
  });

  it('finds nothing when a word matches nothing', () => {
    expect(filterCommands(ITEMS, 'orders zebra')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
  });

  it('starts at an end when nothing is active, and stays at -1 without items', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
