import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The areas of the server (`src/modules/<area>/`) build on each other in one direction: an area
 * may import another's tables (a foreign key names them) and types, but no chain of value
 * imports may lead from an area back to itself. A circle means neither area can be read, tested
 * or changed without the other. `platform/` is below every area and imports none of them.
 */

const SRC = import.meta.dirname;
const IMPORT = /^(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `modules/<area>/...` is that area; anything else under src is its first folder or file. */
function areaOf(file: string): string {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'modules' ? second! : first!.replace(/\.[jt]s$/, '');
}

interface Edge {
  from: string;
  to: string;
  via: string;
}

function valueImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue; // `import type`: no code runs across it
      const target = path.resolve(path.dirname(file), match[2]!);
      if (target.endsWith('.tables.js')) continue; // a foreign key's table
      const from = areaOf(file);
      const to = areaOf(target);
      if (from !== to) edges.push({ from, to, via: `${path.relative(SRC, file)} → ${match[2]}` });
    }
  }
  return edges;
}

/** Strongly connected groups of more than one area (Tarjan). */
function circles(edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const to of next.get(area) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(area, Math.min(low.get(area)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(area, Math.min(low.get(area)!, index.get(to)!));
      }
    }
    if (low.get(area) === index.get(area)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== area);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const area of next.keys()) if (!index.has(area)) visit(area);
  return found;
}

describe('areas', () => {
  it('import each other in one direction only (tables and types aside)', () => {
    const edges = valueImports();
    const report = circles(edges).map((group) => ({
      areas: group,
      imports: edges
        .filter((edge) => group.includes(edge.from) && group.includes(edge.to))
        .map((edge) => edge.via),
    }));
    expect(report).toEqual([]);
  });

  it('platform imports no area', () => {
    const upward = valueImports().filter(
      (edge) => edge.from === 'platform' && edge.to !== 'platform' && edge.via.includes('modules/'),
    );
    expect(upward).toEqual([]);
  });
});
