// Which links the editor accepts (the server's rule, LINK_URL in the contracts, says the same).
import { SAME_SITE_PATH } from '@etp/contracts';

/** Links people may follow from the text: http(s) or a path of this site (never //host, /\\host or javascript:). */
export const isAllowedLink = (href: string) => /^https?:\/\//.test(href.trim()) || SAME_SITE_PATH.test(href.trim());
