import { readFile } from 'node:fs/promises';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Language } from '#shared/languages';
import type { Db } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import type { FileStore } from '#server/modules/files/files.service';
import { invoiceLinesOf, personalFiles, sourceRows } from './privacy.queries';
import { EXPORT_SOURCES } from './export-sources.queries';
import { renderSummary } from './privacy.summary';

export interface PersonExport {
  exportedAt: string;
  language: Language;
  data: Record<string, Record<string, unknown>[]>;
}

/** Everything the platform holds about the person, by source (export-sources.queries.ts). */
export async function collectExport(
  db: Db,
  person: { id: string; email: string; language: Language },
  clock: Clock,
) {
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const source of EXPORT_SOURCES) data[source.key] = await sourceRows(db, source, person);
  data.keptInvoiceLines = await invoiceLinesOf(db, person.id);
  return {
    exportedAt: clock.now().toISOString(),
    language: person.language,
    data,
  } satisfies PersonExport;
}

/** A file's name inside the ZIP: unique by its id, readable by its original name. */
const entryName = (file: { id: string; originalName: string }) =>
  `files/${file.id}-${file.originalName.replace(/[^\w.\- ]/g, '_')}`;

/**
 * The ZIP the person downloads (Art. 20: structured, machine-readable): export.json, summary.html
 * in the language they read the screen in, and the bytes of their documents and uploads under files/. A file whose bytes
 * are missing from storage is listed in the JSON without them.
 */
export async function buildExportZip(
  db: Db,
  store: FileStore,
  person: { id: string; email: string; language: Language },
  clock: Clock,
  readerLanguage: Language = person.language,
) {
  const exported = await collectExport(db, person, clock);
  const entries: Zippable = {};
  const files = await personalFiles(db, person.id);
  for (const file of files) {
    try {
      entries[entryName(file)] = new Uint8Array(await readFile(store.pathOf(file.sha256)));
    } catch {
      // Listed in export.json all the same; the summary counts what is in the ZIP.
    }
  }
  entries['export.json'] = strToU8(JSON.stringify(exported, null, 2));
  entries['summary.html'] = strToU8(
    renderSummary(
      exported,
      Object.keys(entries).filter((name) => name.startsWith('files/')),
      readerLanguage,
    ),
  );
  return Buffer.from(zipSync(entries, { level: 6 }));
}
