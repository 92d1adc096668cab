// What other features use of logs: the monitor lists' frame and columns (the online sessions list is one), and the
// namespace of their words.

export { MONITOR_NS } from './i18n';
export { useLogColumns } from './parts/columns';
export { LogList } from './parts/LogList';
