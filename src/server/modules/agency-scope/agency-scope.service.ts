// The face of the session's agency: which agency a dispatcher works for and its standing, read
// with the session or on demand (the job board, agency staff, files and the auth guard ask it).
export {
  agencyStandingFromJson,
  agencyStandingOfUserJson,
  findAgencyOfUser,
  standingOfActor,
  type AgencyActor,
  type AgencyStanding,
} from './agency-scope.queries';
