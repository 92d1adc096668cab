// What the domains' public pages (content, institutions, surveys) use of the portal: its look, the list controls,
// pager, load states and skeletons, the address helpers and formats, and the public pages' strings ('portalPages');
// and the home's carousel, whose links app/same-site-links.test.tsx checks.

export { Carousel } from './components/Carousel';
export { type Fact, Facts } from './components/Facts';
export { type FilterOption, ListControls } from './components/ListControls';
export { ListPager } from './components/ListPager';
export { LoadFailed, NotFound } from './components/LoadState';
export { default as portalStyles } from './components/portal.module.css';
export { RowCell } from './components/RowCell';
export { DetailSkeleton, LinesSkeleton, ListSkeleton } from './components/Skeletons';
export { formatDate, idFrom } from './format';
export { type FilterKey, PUBLIC_PAGE_SIZE, useListParams } from './hooks/listParams';
export { PORTAL_NS } from './i18n';
