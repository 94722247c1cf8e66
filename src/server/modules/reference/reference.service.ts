import countries from 'i18n-iso-countries';
import countriesDe from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import countriesEn from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import type {
  Country,
  JobTitlesResponse,
  MetaFieldsResponse,
  ReferenceItem,
  ReferenceKind,
} from '#shared/contracts/reference';
import type { Db } from '#server/db/client';
import { REFERENCE_SEED } from './reference.data';
import { listAllReferenceValues, upsertReferenceValues } from './reference.queries';

countries.registerLocale(countriesEn);
countries.registerLocale(countriesDe);

type Row = Awaited<ReturnType<typeof listAllReferenceValues>>[number];

/** Runs at every start: the reference lists are product data, not demo data. */
export function ensureReferenceData(db: Db) {
  return upsertReferenceValues(db, REFERENCE_SEED);
}

/** The country list from i18n-iso-countries (ISO 3166-1), names in English and German. */
export function listCountries(): Country[] {
  const en = countries.getNames('en', { select: 'official' });
  const de = countries.getNames('de', { select: 'official' });
  return Object.keys(en)
    .map((code) => ({ code, name: { en: en[code]!, de: de[code] ?? en[code]! } }))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en'));
}

export function createReferenceService(db: Db) {
  // Reference data changes only with a deployment, so one read per process is enough.
  let cache: Promise<Row[]> | undefined;
  const rows = () =>
    (cache ??= listAllReferenceValues(db).catch((error) => {
      cache = undefined;
      throw error;
    }));

  const toItem = (row: Row): ReferenceItem => ({
    key: row.key,
    label: { en: row.labelEn, de: row.labelDe },
    isDefault: row.isDefault,
  });

  return {
    async list(kind: ReferenceKind): Promise<ReferenceItem[]> {
      return (await rows()).filter((row) => row.kind === kind).map(toItem);
    },

    async jobTitles(): Promise<JobTitlesResponse> {
      const all = await rows();
      const fieldLabel = new Map(all.filter((r) => r.kind === 'field').map((r) => [r.key, r]));
      const result: JobTitlesResponse = { en: {}, de: {} };
      for (const speciality of all.filter((r) => r.kind === 'speciality')) {
        const fieldKeys = (speciality.details.fields as string[] | undefined) ?? [];
        for (const language of ['en', 'de'] as const) {
          const label = language === 'en' ? speciality.labelEn : speciality.labelDe;
          const fields = fieldKeys.map((key) => {
            const field = fieldLabel.get(key);
            return field ? (language === 'en' ? field.labelEn : field.labelDe) : key;
          });
          result[language][label] = { key: speciality.key, fields };
        }
      }
      return result;
    },

    async metaFields(): Promise<MetaFieldsResponse> {
      const all = await rows();
      const specialities = all.filter((r) => r.kind === 'speciality');
      return Object.fromEntries(
        all
          .filter((r) => r.kind === 'field')
          .map((field) => [
            field.key,
            {
              label: { en: field.labelEn, de: field.labelDe },
              specialities: specialities
                .filter((s) =>
                  ((s.details.fields as string[] | undefined) ?? []).includes(field.key),
                )
                .map((s) => s.key),
              qualification: (field.details.qualification as string | null | undefined) ?? null,
            },
          ]),
      );
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
