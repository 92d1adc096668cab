// What the app shell uses of monitoring: start the error reporter and recorder, follow the router, report an error.
export { reportError, startMonitoring, watchRouter } from './reporting/install';
