// The directory's face: who is HR of an organisation, a department's ward managers, an agency's
// dispatchers.
export { dispatcherIds, hrUserIds, wardManagerIds } from './directory.queries';
