// The part of the error reporter that loads only when there is something to report (install.ts keeps the queue in the
// entry): the reporter with its limits and the request that sends the reports (issue 33).
export { sendClientErrors } from '@/api/monitoring/sendClientErrors';
export { createReporter } from './reporter';
