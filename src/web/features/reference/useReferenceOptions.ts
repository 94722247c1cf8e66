import { useMemo } from 'react';
import type { ReferenceItem } from '#shared/contracts/reference';
import { useLanguage } from '#web/i18n/useLanguage';
import { useContractTypes, useJobShiftTypes, useMetaFields, useQualifications } from './api';

export interface ReferenceOption {
  value: string;
  label: string;
}

/** The request form's select options (qualifications, shift and contract types, fields) in the page language. */
export function useReferenceOptions() {
  const lang = useLanguage();
  const qualifications = useQualifications();
  const shiftTypes = useJobShiftTypes();
  const contractTypes = useContractTypes();
  const metaFields = useMetaFields();
  return useMemo(() => {
    const list = (items: ReferenceItem[] | undefined): ReferenceOption[] =>
      (items ?? []).map((item) => ({ value: item.key, label: item.label[lang] }));
    return {
      qualifications: list(qualifications.data),
      shiftTypes: list(shiftTypes.data),
      contractTypes: list(contractTypes.data),
      fields: Object.entries(metaFields.data ?? {})
        .map(([key, field]) => ({ value: key, label: field.label[lang] }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    };
  }, [qualifications.data, shiftTypes.data, contractTypes.data, metaFields.data, lang]);
}
