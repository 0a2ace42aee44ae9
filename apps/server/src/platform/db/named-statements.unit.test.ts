import { describe, expect, it } from 'vitest';
import { createStatementNamer, nameStatements } from './named-statements.js';

describe('statement names', () => {
  it('name a text from its second use on, the same name every time', () => {
    const nameOf = createStatementNamer();
    expect(nameOf('select $1')).toBeUndefined();
    const name = nameOf('select $1');
    expect(name).toMatch(/^sd_[0-9a-f]{24}$/);
    expect(nameOf('select $1')).toBe(name);
    expect(createStatementNamer()('select $2')).toBeUndefined();
  });

  it('stop naming new texts at the limit, and keep the names given', () => {
    const nameOf = createStatementNamer({ limit: 2 });
    const named = ['a', 'b', 'c'].map((text) => (nameOf(text), nameOf(text)));
    expect(named[0]).toBeDefined();
    expect(named[1]).toBeDefined();
    expect(named[2]).toBeUndefined();
    expect(nameOf('a')).toBe(named[0]);
  });

  it('name only statements sent with parameters and no name of their own', () => {
    const sent: unknown[][] = [];
    const client = { query: (...args: unknown[]) => sent.push(args) };
    nameStatements(client, () => 'sd_x');
    client.query({ text: 'select $1' }, [1]);
    client.query({ text: 'begin' }, []);
    client.query('create table t (); create table u ()');
    client.query({ text: 'select $1', name: 'mine' }, [1]);
    expect(sent.map(([config]) => (config as { name?: string }).name)).toEqual([
      'sd_x',
      undefined,
      undefined,
      'mine',
    ]);
  });
});
