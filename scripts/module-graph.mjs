#!/usr/bin/env node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importsOf, sourceFiles } from './imports.mjs';

/**
 * The import graph between server modules (server/modules/<module>/): which module imports which,
 * and whether they form a circle. DESIGN.md wants none: a helper two modules need lives in
 * server/platform/ or in the module that owns its concept.
 *
 *   node scripts/module-graph.mjs    prints `a -> b (n imports)` per edge; exit 1 on a circle
 */

const MODULES = path.join('server', 'modules');

/**
 * Edges between modules: importing module → imported module → number of imports.
 * @param {string} root the repository
 * @returns {Map<string, Map<string, number>>} every module a key, edges sorted by name
 */
export function serverModuleGraph(root) {
  const modules = readdirSync(path.join(root, MODULES), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const graph = new Map(modules.map((m) => [m, new Map()]));
  for (const from of modules) {
    const edges = graph.get(from);
    for (const file of sourceFiles(root, path.join(MODULES, from))) {
      for (const { target } of importsOf(root, file)) {
        const [top, dir, to] = target?.split(path.sep) ?? [];
        if (top !== 'server' || dir !== 'modules' || !to || to === from || !graph.has(to)) continue;
        edges.set(to, (edges.get(to) ?? 0) + 1);
      }
    }
    graph.set(from, new Map([...edges].sort(([a], [b]) => a.localeCompare(b))));
  }
  return graph;
}

/**
 * One circle of the graph, as the modules walked (`['a', 'b', 'a']`), or null when there is none.
 * @param {Map<string, Map<string, number>>} graph
 * @returns {string[] | null}
 */
export function findCircle(graph) {
  const done = new Set();
  const onPath = [];
  const visit = (node) => {
    const at = onPath.indexOf(node);
    if (at >= 0) return [...onPath.slice(at), node];
    if (done.has(node)) return null;
    onPath.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    onPath.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}

/**
 * The edges, one line each: `a -> b (n imports)`.
 * @param {Map<string, Map<string, number>>} graph
 * @returns {string[]}
 */
export function edgeLines(graph) {
  return [...graph].flatMap(([from, edges]) => [...edges].map(([to, n]) => `${from} -> ${to} (${n} imports)`));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const graph = serverModuleGraph(process.cwd());
  for (const line of edgeLines(graph)) console.log(line);
  const circle = findCircle(graph);
  if (circle) {
    console.log(`circle: ${circle.join(' -> ')}`);
    process.exitCode = 1;
  } else {
    console.log(`no circle between the ${graph.size} server modules`);
  }
}
