// The face of a request's timeline rows: the engine, the working-time check and the hours sheets
// write them; the engine's timeline reads them.
export { insertEvents, type EventInsert } from './request-events.queries';
