// Types of module-graph.mjs, for the layering test.

/** Importing module → imported module → number of imports. */
export type ModuleGraph = Map<string, Map<string, number>>;

export function serverModuleGraph(root: string): ModuleGraph;
export function findCircle(graph: ModuleGraph): string[] | null;
export function edgeLines(graph: ModuleGraph): string[];
