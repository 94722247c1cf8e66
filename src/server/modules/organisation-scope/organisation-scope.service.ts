// The organisation-scope module's face: what an actor may act on in the organisation area, read
// once per call or with the session.
export {
  mayActOnDepartment,
  mayAdministerOrganisation,
  maySeeOrganisation,
  type OrganisationScope,
  resolveScope,
  scopeFromJson,
  scopeOfUserJson,
} from './scope.queries';
