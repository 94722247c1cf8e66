import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '#server/lib/project-root';

/**
 * The official EN 16931 business rules for CII (the European Commission's Schematron, shipped as
 * XSLT 2.0 in src/server/modules/invoices/schemas/), run by Saxon-JS. The stylesheet is compiled
 * once to Saxon's SEF form, cached under node_modules/.cache by the stylesheet's hash: compiling
 * takes about half a minute of CPU, a run then a fraction of a second.
 */

const XSLT = join(
  projectRoot(import.meta.url),
  'src/server/modules/invoices/schemas/EN16931-CII-validation.xslt',
);

export interface SchematronFinding {
  id: string;
  flag: string;
  location: string;
  text: string;
}

async function compiled(): Promise<string> {
  const hash = createHash('sha256').update(readFileSync(XSLT)).digest('hex').slice(0, 16);
  const dir = join(projectRoot(import.meta.url), 'node_modules/.cache/en16931');
  const sef = join(dir, `cii-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  mkdirSync(dir, { recursive: true });
  const partial = `${sef}.${process.pid}.tmp`;
  const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
  await promisify(execFile)(
    process.execPath,
    [xslt3, `-xsl:${XSLT}`, `-export:${partial}`, '-nogo', '-relocate:on'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // Renamed into place whole: a second test file compiling at once never reads half a file.
  renameSync(partial, sef);
  return sef;
}

let stylesheet: Promise<string> | undefined;

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Every failed assertion of the rules on the invoice, fatal ones and warnings, and how many rules
 * fired (a run whose rules matched nothing would fail nothing either).
 */
export async function schematronFindings(
  xml: string,
): Promise<{ findings: SchematronFinding[]; firedRules: number }> {
  const { default: SaxonJS } = await import('saxon-js');
  const result = await SaxonJS.transform(
    {
      stylesheetFileName: await (stylesheet ??= compiled()),
      sourceText: xml,
      destination: 'serialized',
    },
    'async',
  );
  const svrl = result.principalResult;
  const findings: SchematronFinding[] = [];
  for (const match of svrl.matchAll(
    /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g,
  )) {
    const attribute = (name: string) =>
      unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(match[1]!)?.[1] ?? '');
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1] ?? '';
    findings.push({
      id: attribute('id'),
      flag: attribute('flag'),
      location: attribute('location'),
      text: unescape(text).replace(/\s+/g, ' ').trim(),
    });
  }
  return { findings, firedRules: svrl.match(/<svrl:fired-rule\b/g)?.length ?? 0 };
}

/** The first compile on a fresh machine, under load: far above its usual half minute. */
export const SCHEMATRON_COMPILE_TIMEOUT_MS = 600_000;
