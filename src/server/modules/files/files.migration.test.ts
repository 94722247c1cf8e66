import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '#server/db/client';

/**
 * Migration *_file_owners (0014) gives every existing file an owner: the database
 * is migrated to the one before it, filled as the old code left it, then the rest run.
 */
let instance: PGlite;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  // Every migration before this one, whatever number it gets when branches meet.
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag.endsWith('_file_owners')),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  instance = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client: instance }), { migrationsFolder: folder });
});
afterAll(async () => {
  await instance?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('migration file_owners', () => {
  it('gives each file its uploader’s agency or organisation, or the one tenant using a file of no known uploader', async () => {
    const user = (n: number, role: string) =>
      `('${id(n)}', 'u${n}@example.com', 'x', 'U', '${n}', '${role}')`;
    await instance.exec(`
      INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES
        ${[user(1, 'AGENCY'), user(2, 'ORG_ADMIN'), user(3, 'ORG_SUB'), user(4, 'USER'), user(5, 'AGENCY'), user(6, 'USER')].join(', ')};
      INSERT INTO agencies (id, name, address, postcode, country, url) VALUES
        ('${id(11)}', 'Agentur X', 'a', '1', 'DE', 'https://x.example'),
        ('${id(12)}', 'Agentur Z', 'a', '1', 'DE', 'https://z.example'),
        ('${id(13)}', 'Agentur W', 'a', '1', 'DE', 'https://w.example');
      INSERT INTO agency_members (agency_id, user_id, kind) VALUES
        ('${id(11)}', '${id(1)}', 'user'), ('${id(13)}', '${id(5)}', 'user'),
        ('${id(11)}', '${id(6)}', 'customer'), ('${id(13)}', '${id(6)}', 'customer');
      INSERT INTO organisations (id, name, address, postcode, country, url) VALUES ('${id(21)}', 'Klinikum Y', 'a', '1', 'DE', 'https://y.example');
      INSERT INTO organisation_members (organisation_id, user_id) VALUES ('${id(21)}', '${id(2)}');
      INSERT INTO departments (id, organisation_id, name) VALUES ('${id(22)}', '${id(21)}', 'Station');
      INSERT INTO department_members (department_id, user_id, kind) VALUES ('${id(22)}', '${id(3)}', 'user');
      INSERT INTO files (id, sha256, mime_type, size, original_name, created_by) VALUES
        ('${id(31)}', 'a', 'application/pdf', 1, 'by-agency.pdf', '${id(1)}'),
        ('${id(32)}', 'b', 'image/png', 1, 'by-hr.png', '${id(2)}'),
        ('${id(33)}', 'c', 'image/png', 1, 'by-ward.png', '${id(3)}'),
        ('${id(34)}', 'd', 'image/png', 1, 'by-user.png', '${id(4)}'),
        ('${id(35)}', 'e', 'image/png', 1, 'logo.png', NULL),
        ('${id(36)}', 'f', 'application/pdf', 1, 'shared.pdf', NULL);
      UPDATE agencies SET logo_file_id = '${id(35)}' WHERE id = '${id(12)}';
      INSERT INTO staff_documents (agency_id, user_id, kind, file_id, original_name) VALUES
        ('${id(13)}', '${id(6)}', 'cv', '${id(31)}', 'taken.pdf'),
        ('${id(11)}', '${id(6)}', 'cv', '${id(36)}', 'shared.pdf'),
        ('${id(13)}', '${id(6)}', 'approbation', '${id(36)}', 'shared.pdf');
    `);
    await migrate(drizzle({ client: instance }), { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await instance.query<{
      original_name: string;
      agency_id: string | null;
      organisation_id: string | null;
    }>('SELECT original_name, agency_id, organisation_id FROM files ORDER BY id');
    expect(rows).toEqual([
      // Agency W's staff document on it (the old bug) does not make it W's.
      { original_name: 'by-agency.pdf', agency_id: id(11), organisation_id: null },
      { original_name: 'by-hr.png', agency_id: null, organisation_id: id(21) },
      { original_name: 'by-ward.png', agency_id: null, organisation_id: id(21) },
      { original_name: 'by-user.png', agency_id: null, organisation_id: null },
      { original_name: 'logo.png', agency_id: id(12), organisation_id: null },
      // Used by two agencies and uploaded by nobody known: nobody's.
      { original_name: 'shared.pdf', agency_id: null, organisation_id: null },
    ]);
    // The same bytes may now be stored twice.
    await instance.exec(
      `INSERT INTO files (sha256, mime_type, size, original_name) VALUES ('a', 'application/pdf', 1, 'again.pdf')`,
    );
  });
});
