import { useCallback } from 'react';
import { useJobShiftTypes, useQualifications } from './api';
import { useLanguage } from '#web/i18n/useLanguage';

/** A qualification or shift-type key's name; the shape the request tables take (features/requests). */
export type ReferenceLabel = (kind: 'qualification' | 'shiftType', key: string) => string;

/** The request tables' names for qualification and shift-type keys, in the page's language. */
export function useRequestLabels(): ReferenceLabel {
  const lang = useLanguage();
  const qualifications = useQualifications();
  const shiftTypes = useJobShiftTypes();
  return useCallback<ReferenceLabel>(
    (kind, key) => {
      const list = kind === 'qualification' ? qualifications.data : shiftTypes.data;
      return list?.find((item) => item.key === key)?.label[lang] ?? key;
    },
    [lang, qualifications.data, shiftTypes.data],
  );
}
