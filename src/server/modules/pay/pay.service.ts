// The pay module's face: public holidays per federal state and the surcharge bands of worked
// time, pure rules the timesheets and invoices use (no routes, no tables).
export { holidaysOf, isHoliday } from './holidays';
export {
  addBands,
  noBands,
  percentOf,
  surchargeMinutes,
  type BandMinutes,
  type WorkedSpan,
} from './surcharges.rules';
