export { RequestTimeline } from './RequestTimeline';
