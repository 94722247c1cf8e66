// The compliance module's face: the Working Hours Act checked before a booking (working-time),
// the AÜG's limits on agency staff (aueg) and the figures the selection dialog shows of each applicant.
export { dialogFigures } from './applicant-figures';
export { assertSelectable } from './aueg.service';
export { AUEG_WARNING_KINDS } from './aueg.warnings';
export { MIN_REST_HOURS, type Period } from './working-time.rules';
export { enforceWorkingTime, recentFairness, withinHardLimits } from './working-time.service';
