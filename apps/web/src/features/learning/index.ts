// What other features use of learning: the id a page gives its tab in study reports (live replays report too).
export { newTabId } from './tabId';
