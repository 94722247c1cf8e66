export { ApplicantsPanel, APPLICANTS_ANCHOR } from './ApplicantsPanel';
export { ApplicantStateChip } from './ApplicantStateChip';
export { formatMoney } from './money';
