import { useCallback } from 'react';
import type { ReferenceLabel } from '../../features/requests/components/tables';
import { useJobShiftTypes, useQualifications } from '../../features/reference/api';
import { useLanguage } from '../../i18n/useLanguage';

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
