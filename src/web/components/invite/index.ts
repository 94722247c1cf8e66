export { InviteForm } from './InviteForm';
export type { InviteFormProps, InviteStatus } from './InviteForm';
