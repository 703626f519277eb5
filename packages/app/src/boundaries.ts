// The import rules that keep the app's department modules apart (a module reads only itself and
// shared/; app/ joins them), checked by boundaries.test.ts. It works on an in-memory file list so
// the test can prove it finds a planted break before trusting it on the real tree.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** Source text by path, relative to the scanned root and written with '/'. */
export type SourceFiles = ReadonlyMap<string, string>;

export interface Edge {
  from: string;
  to: string;
}

export interface Violation extends Edge {
  rule: string;
}

/** Answers why `from` may not import `to`, or undefined when it may. */
export type BoundaryRule = (from: string, to: string) => string | undefined;

const SOURCE = /\.tsx?$/;

/** Every .ts and .tsx file under `root`, keyed by its path relative to it. */
export function readSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name))
        files.set(relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8'));
    }
  };
  walk(root);
  return files;
}

// Static and dynamic imports and re-exports; comments are blanked first so prose that quotes an
// import does not count.
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /^\s*import\s*['"]([^'"]+)['"]/gm,
];
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

function resolveImport(from: string, specifier: string, files: SourceFiles): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((path) => files.has(path));
}

/** Every import between the files (relative imports only; packages are outside the rules). */
export function importEdges(files: SourceFiles): Edge[] {
  const edges: Edge[] = [];
  for (const [from, text] of files) {
    const code = text.replace(COMMENTS, '');
    const targets = new Set<string>();
    for (const pattern of SPECIFIERS) {
      for (const match of code.matchAll(pattern)) {
        const to = resolveImport(from, match[1] as string, files);
        if (to && to !== from) targets.add(to);
      }
    }
    for (const to of [...targets].sort()) edges.push({ from, to });
  }
  return edges;
}

export function findViolations(files: SourceFiles, rule: BoundaryRule): Violation[] {
  return importEdges(files).flatMap((edge) => {
    const broken = rule(edge.from, edge.to);
    return broken ? [{ ...edge, rule: broken }] : [];
  });
}

/**
 * One cycle for every group of files that import each other round (a strongly connected
 * component, Tarjan's algorithm), written as the path that comes back to its start.
 */
export function findCycles(files: SourceFiles): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of importEdges(files)) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...files.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => cycleWithin(new Set(group), next));
}

/** The shortest way from the group's first file (by name) back to itself, staying inside the group. */
function cycleWithin(group: Set<string>, next: Map<string, string[]>): string[] {
  const start = [...group].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const to of next.get(node) ?? []) {
      if (!group.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at) as string) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** What a failed check prints: one line per forbidden import, one per cycle. */
export function describeProblems(violations: readonly Violation[], cycles: readonly string[][]): string {
  return [
    ...violations.map((violation) => `${violation.from} imports ${violation.to}: ${violation.rule}`),
    ...cycles.map((cycle) => `import cycle: ${cycle.join(' -> ')}`),
  ].join('\n');
}

const moduleOf = (path: string) => /^modules\/([^/]+)\//.exec(path)?.[1];

/**
 * packages/app/src: a department module (modules/<name>/) imports only itself and shared/;
 * shared/ imports neither a module nor app/. app/ joins the modules' routes onto shared/'s menu
 * catalogue, so it alone may import modules.
 */
export const appBoundaries: BoundaryRule = (from, to) => {
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  if (fromModule !== undefined) {
    if (toModule !== undefined && toModule !== fromModule) return 'a module must not import another module';
    if (to.startsWith('app/')) return 'a module must not import app/';
  }
  if (from.startsWith('shared/')) {
    if (toModule !== undefined) return 'shared/ must not import a module';
    if (to.startsWith('app/')) return 'shared/ must not import app/';
  }
  return undefined;
};

/** packages/server/src: a module (modules/<name>/) does not import another module. */
export const serverBoundaries: BoundaryRule = (from, to) => {
  const fromModule = moduleOf(from);
  const toModule = moduleOf(to);
  return fromModule !== undefined && toModule !== undefined && toModule !== fromModule
    ? 'a server module must not import another module'
    : undefined;
};
