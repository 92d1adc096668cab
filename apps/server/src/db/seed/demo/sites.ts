// The three demo sites with every footer, QR, record and contact field filled.
import type { Db } from '../../client.ts';
import { sites } from '../../schema/index.ts';
import { DEFAULT_SITE_DOMAIN } from '../reference/sites.ts';
import { logoSvg, qrSvg } from '../svg.ts';

type SiteRow = typeof sites.$inferInsert;

const NATIONAL_LINKS = [
  { name: '中华人民共和国人力资源和社会保障部', url: 'https://www.mohrss.gov.cn' },
  { name: '中国政府网', url: 'https://www.gov.cn' },
  { name: '国家社会保险公共服务平台', url: 'https://si.12333.gov.cn' },
];
const SHANDONG_LINKS = [
  { name: '山东省人民政府', url: 'http://www.shandong.gov.cn' },
  { name: '山东省人力资源和社会保障厅', url: 'http://hrss.shandong.gov.cn' },
];

/** QR images and the service address that every site derives from its domain. */
function generated(domain: string, shortName: string, color: string) {
  return {
    domain,
    logo: logoSvg(shortName, color),
    // The startup service is served by this deployment: its origin is built from the request (scheme and port).
    serviceDomain: domain,
    teachImg: qrSvg(`${domain}/teach`),
    serviceImg: qrSvg(`${domain}/service`),
    publicAccountQr: qrSvg(`${domain}/public-account`),
    miniProgramQr: qrSvg(`${domain}/mini-program`),
    followQr: qrSvg(`${domain}/follow`),
    // The learning services live on partner platforms; the demo explains them on a page of its own.
    resourceUrl: '/learningService?kind=resource',
    courseUrl: '/learningService?kind=course',
    gameUrl: '/learningService?kind=game',
  };
}

export const DEMO_SITES: SiteRow[] = [
  {
    ...generated(DEFAULT_SITE_DOMAIN, '创培', '#1677ff'),
    variant: 'standard',
    isDefault: true,
    website: '山东省创业培训教学服务平台',
    websiteSubtitle: '创业培训 · 教学服务 · 跟踪扶持',
    shortName: '山东创培',
    wechatName: '山东创业培训',
    links: [...NATIONAL_LINKS, ...SHANDONG_LINKS],
    serviceHotline: '0531-67812333',
    technicalHotline: '0531-67812301',
    businessHotline: '0531-67812302',
    contactAddress: '山东省济南市历下区经十路 16999 号创业服务大厦 6 层',
    organizer: '山东省人力资源和社会保障厅',
    technology: '山东智创信息技术有限公司',
    isService: 1,
    teachPhone: '0531-67812310',
    servicePhone: '0531-67812320',
    settlementContact: '刘晓燕',
    settlementPhone: '0531-67812330',
    recordNumber: '鲁ICP备2024031562号-1',
    securityProvince: '鲁',
    securityCode: '37010202001568',
    showStartupService: true,
    chatTemplateId: 'kf-sd-standard-01',
  },
  {
    ...generated('practice.localhost', '创训', '#13a8a8'),
    variant: 'practical_training',
    isDefault: false,
    website: '山东省创业实训服务平台',
    websiteSubtitle: '模拟经营 · 实训演练 · 孵化对接',
    shortName: '山东创训',
    wechatName: '山东创业实训',
    links: [...SHANDONG_LINKS, ...NATIONAL_LINKS],
    serviceHotline: '0531-67813333',
    technicalHotline: '0531-67813301',
    businessHotline: '0531-67813302',
    contactAddress: '山东省济南市历城区工业北路 2888 号创业实训基地 A 座',
    organizer: '山东省人力资源和社会保障厅',
    technology: '山东智创信息技术有限公司',
    isService: 1,
    teachPhone: '0531-67813310',
    servicePhone: '0531-67813320',
    settlementContact: '孙志强',
    settlementPhone: '0531-67813330',
    recordNumber: '鲁ICP备2024031562号-2',
    securityProvince: '鲁',
    securityCode: '37011202000871',
    showStartupService: true,
    chatTemplateId: 'kf-sd-practice-01',
  },
  {
    ...generated('second.localhost', '泉城', '#d46b08'),
    variant: 'second',
    isDefault: false,
    website: '济南市创业培训服务平台',
    websiteSubtitle: '泉城创业 · 培训服务一网通办',
    shortName: '泉城创培',
    wechatName: '泉城就业创业',
    links: [
      ...NATIONAL_LINKS,
      { name: '济南市人民政府', url: 'http://www.jinan.gov.cn' },
      { name: '济南市人力资源和社会保障局', url: 'http://jnhrss.jinan.gov.cn' },
    ],
    serviceHotline: '0531-66608123',
    technicalHotline: '0531-66608101',
    businessHotline: '0531-66608102',
    contactAddress: '山东省济南市市中区站前路 9 号就业创业服务中心 3 层',
    organizer: '济南市人力资源和社会保障局',
    technology: '山东智创信息技术有限公司',
    isService: 1,
    teachPhone: '0531-66608110',
    servicePhone: '0531-66608120',
    settlementContact: '陈慧敏',
    settlementPhone: '0531-66608130',
    recordNumber: '鲁ICP备2023087415号-1',
    securityProvince: '鲁',
    securityCode: '37010302000629',
    showStartupService: false,
    chatTemplateId: 'kf-jn-second-01',
    // The Jinan site shows Jinan's content and the province's.
    regionCode: '370100',
  },
];

/** Fills the default site and adds the other two; returns site ids by domain. */
export async function seedSites(db: Db): Promise<Map<string, number>> {
  for (const site of DEMO_SITES) {
    const { domain, ...fields } = site;
    await db
      .insert(sites)
      .values(site)
      .onConflictDoUpdate({ target: sites.domain, set: { ...fields, updatedAt: new Date() } });
  }
  const all = await db.select({ id: sites.id, domain: sites.domain }).from(sites);
  return new Map(all.map((s) => [s.domain, s.id]));
}
