import { createContext, useContext } from 'react';

/**
 * Display names of reference keys (qualification, shift type). Reference data is another
 * feature's, so the page that shows the tables provides the lookup; without it the key shows.
 */
export type ReferenceLabel = (kind: 'qualification' | 'shiftType', key: string) => string;

const identity: ReferenceLabel = (_kind, key) => key;

export const RequestLabelsContext = createContext<ReferenceLabel>(identity);

export function useReferenceLabel(): ReferenceLabel {
  return useContext(RequestLabelsContext);
}
