// Placeholder while the organisation area is built (issue #5); replaced by its owner.
export function ConfirmationTablePage() {
  return null;
}
export function ExternalTablePage() {
  return null;
}
export function OpenShiftsTablePage() {
  return null;
}
export function AllTablesPage() {
  return null;
}
