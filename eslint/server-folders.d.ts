// Types of server-folders.js for the unit test that checks the tree with it.
export interface ServerImport {
  from: string;
  to: string;
  fromFolder: string;
  toFolder: string;
}
export function resolveImport(serverDir: string, from: string, specifier: string): string | null;
export function folderOf(serverDir: string, file: string): string;
export function serverImports(serverDir: string): ServerImport[];
export function folderGraph(imports: ServerImport[]): Map<string, Set<string>>;
export function pathBetween(
  graph: Map<string, Set<string>>,
  start: string,
  goal: string,
): string[] | null;
export function folderLoops(graph: Map<string, Set<string>>): string[][];
declare const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export default plugin;
