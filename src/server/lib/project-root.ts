import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root folder (the first one up with a package.json): the sources run from
 * src/server/… under tsx and from the one bundle dist/server/main.js, so a path
 * relative to a module's own file differs between the two.
 */
export function projectRoot(moduleUrl: string): string {
  let folder = path.dirname(fileURLToPath(moduleUrl));
  while (!existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(moduleUrl)}`);
    folder = parent;
  }
  return folder;
}
