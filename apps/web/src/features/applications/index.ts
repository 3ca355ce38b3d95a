// The applications feature's public surface: the tailoring page's "Track this application".
export { TrackApplicationButton } from './track-application-button';
