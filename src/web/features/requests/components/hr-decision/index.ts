export { HrDecisionCard } from './HrDecisionCard';
