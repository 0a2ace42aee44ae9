import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// How the package is put together: every area's query keys in `keys.ts`, hook files that never
// import each other, and no import circle anywhere in `src`.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every source file under `src` (tests aside), as paths relative to `src`. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [relative(SRC, path)]
      : [];
  });
}

/** The files of `src` that `file` imports (relative imports only), relative to `src`. */
function localImports(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const target = relative(SRC, resolve(dirname(join(SRC, file)), specifier));
    const ts = target.replace(/\.js$/, '.ts');
    return files.includes(ts) ? ts : target.replace(/\.js$/, '.tsx');
  });
}

const files = sourceFiles();
const hookFiles = files.filter((file) => /^hooks\/(admin|store)\//.test(file));

describe('package layout', () => {
  it('finds the hook files', () => {
    expect(hookFiles.length).toBeGreaterThan(50);
    expect(hookFiles).toContain('hooks/admin/orders.ts');
  });

  it('declares every query key factory in keys.ts', () => {
    const elsewhere = files.filter(
      (file) =>
        file !== 'keys.ts' && readFileSync(join(SRC, file), 'utf8').includes('queryKeysFactory('),
    );
    expect(elsewhere).toEqual([]);
  });

  it('has hook files that never import another hook file', () => {
    const crossings = hookFiles.flatMap((file) =>
      localImports(file)
        .filter((target) => hookFiles.includes(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('has no import circle', () => {
    const graph = new Map(files.map((file) => [file, localImports(file)]));
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });
});
