// Demo portal content: news, policies, excellent cases, carousel slides, friendly links and organisation pages,
// written for Shandong's entrepreneurship training and dated around the day of seeding.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { carouselSlides, cases, institutions, news, policies, portalLinks } from '../../schema/index.ts';
import { coverSvg } from '../svg.ts';
import { lookup, type SeedContext } from './users.ts';

const DAY_MS = 86_400_000;
type Status = 'draft' | 'published' | 'scheduled';

/** A moment `days` ago (negative: in the future) at the given hour, China time. */
function daysAgo(days: number, hour = 9): Date {
  const day = new Date(Date.now() - days * DAY_MS);
  day.setUTCHours(hour - 8, 0, 0, 0);
  return day;
}

/** Paragraphs to HTML; an entry that already starts with a tag is kept as it is. */
const html = (...blocks: string[]) => blocks.map((b) => (b.startsWith('<') ? b : `<p>${b}</p>`)).join('');
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const figure = (title: string, tag: string, colors: [string, string]) =>
  `<p><img src="${coverSvg(title, tag, colors)}" alt="${title}" width="640" height="360"></p>`;

const PALETTES: [string, string][] = [
  ['#1677ff', '#69b1ff'],
  ['#0958d9', '#13c2c2'],
  ['#d4380d', '#fa8c16'],
  ['#389e0d', '#95de64'],
  ['#531dab', '#9254de'],
  ['#c41d7f', '#ff85c0'],
  ['#08979c', '#5cdbd3'],
];
const palette = (i: number): [string, string] => PALETTES[i % PALETTES.length] ?? ['#1677ff', '#69b1ff'];

/** A plain-text attachment inline, so the link always works. */
function textFile(name: string, text: string) {
  const url = `data:text/plain;charset=utf-8;base64,${Buffer.from(text, 'utf8').toString('base64')}`;
  return { name, url, size: Buffer.byteLength(text), type: 'text/plain' };
}

interface ArticleSeed {
  title: string;
  category: string;
  region: string | null;
  /** Published this many days ago (negative: scheduled for the future). */
  days: number;
  source: string;
  author?: string;
  pinned?: boolean;
  status?: Status;
  views?: number;
  body: string;
}

export const DEMO_NEWS: ArticleSeed[] = [
  {
    title: '全省创业培训工作推进会在济南召开',
    category: '工作动态',
    region: '370000',
    days: 2,
    source: '山东省人力资源和社会保障厅',
    author: '省就业中心',
    pinned: true,
    views: 1268,
    body: html(
      '近日，全省创业培训工作推进会在济南召开。会议总结了上一年度创业培训工作成效，全省共开展SYB、网络创业等各类创业培训12.6万人次，培训合格率达到93%，培训后半年内创业率稳步提升。',
      '会议要求，各市要围绕高校毕业生、返乡入乡人员、退役军人、农村转移劳动力等重点群体，扩大培训供给，推行“培训+孵化+贷款+服务”一体化模式，把创业培训与创业担保贷款、创业补贴政策更紧密地衔接起来。',
      '<h3>下一步重点工作</h3>',
      list(
        '全面推行线上线下相结合的培训方式，学员可通过平台随时学习、参加直播课和理论考试；',
        '严格培训过程管理，推广人脸识别签到和学习轨迹记录，确保培训真实有效；',
        '建立结业学员跟踪服务机制，培训结束后持续提供开业指导、政策咨询和融资对接。',
      ),
      '会议还通报了创业培训定点机构质量评估结果，对评估优秀的机构予以通报表扬。',
    ),
  },
  {
    title: '关于开展2026年度创业培训定点机构质量评估的通知',
    category: '通知公告',
    region: '370000',
    days: 5,
    source: '山东省就业创业服务中心',
    pinned: true,
    views: 986,
    body: html(
      '各市人力资源社会保障局、各创业培训定点机构：',
      '为进一步提升创业培训质量，规范培训机构管理，决定开展2026年度创业培训定点机构质量评估工作。评估采取机构自评、市级初评和省级抽查相结合的方式进行。',
      '<h3>评估内容</h3>',
      list(
        '师资队伍：专兼职创业培训讲师数量、资质及继续教育情况；',
        '培训组织：开班申报、学员管理、教学计划执行和培训档案完整性；',
        '培训效果：学员结业率、满意度、培训后创业率及跟踪服务记录；',
        '平台使用：线上学习时长、直播签到、理论考试及补贴申领的规范性。',
      ),
      '请各机构于本月底前登录平台完成自评材料填报，逾期未填报的视为自动放弃评估。联系电话：0531-12333。',
    ),
  },
  {
    title: '济南市历下区举办高校毕业生创业训练营',
    category: '培训资讯',
    region: '370102',
    days: 7,
    source: '历下区人力资源和社会保障局',
    views: 412,
    body: html(
      '为帮助高校毕业生提升创业能力，历下区人社局联合泉城职业培训学校举办为期五天的高校毕业生创业训练营，来自驻济高校的60名应届毕业生参加。',
      '训练营采用“理论课+沙盘模拟+项目路演”的形式，学员分组完成市场调查、启动资金测算和利润计划编制，最后一天面向创投机构和创业导师进行项目路演。',
      figure('高校毕业生创业训练营', '培训现场', palette(0)),
      '训练营结束后，优秀项目将推荐入驻区级创业孵化基地，享受最长三年的免费场地支持，符合条件的还可申请最高30万元的个人创业担保贷款。',
    ),
  },
  {
    title: '青岛市发放首批返乡创业担保贷款1.2亿元',
    category: '工作动态',
    region: '370200',
    days: 10,
    source: '青岛市人力资源和社会保障局',
    views: 655,
    body: html(
      '青岛市人社局会同财政、人民银行等部门，集中为217名返乡创业人员发放创业担保贷款1.2亿元，涉及特色种养殖、农产品电商、乡村民宿等项目。',
      '按照政策规定，个人创业担保贷款最高额度30万元，小微企业最高额度500万元，贷款期限最长3年，符合条件的由财政给予贴息。',
      '青岛市还在各区市设立创业担保贷款“一站式”服务窗口，申请人提交材料后，经办银行在10个工作日内完成审批。',
    ),
  },
  {
    title: '淄博市张店区“夜经济”创业专题班顺利结业',
    category: '培训资讯',
    region: '370303',
    days: 13,
    source: '齐都职业技能培训学校',
    views: 298,
    body: html(
      '由淄博市张店区齐都职业技能培训学校承办的“夜经济”创业专题班近日顺利结业，42名学员全部通过理论考试，取得创业培训合格证书。',
      '专题班围绕餐饮小店选址、食品安全、短视频引流和门店成本控制等内容，邀请本地烧烤、文创市集经营者现场分享经验。',
      '结业学员中已有11人完成个体工商户登记，区人社部门将为其提供开业指导和一次性创业补贴申领服务。',
    ),
  },
  {
    title: '省人社厅发布创业培训线上平台学习指引',
    category: '通知公告',
    region: '370000',
    days: 16,
    source: '山东省人力资源和社会保障厅',
    views: 1533,
    body: html(
      '为方便学员参加线上创业培训，现将平台学习有关事项说明如下：',
      list(
        '学员使用报名时登记的手机号登录，首次登录须完成人脸识别核验；',
        '视频课程须按顺序学习，系统自动记录学习时长，拖动进度条的时长不计入；',
        '直播课开始后进入直播间，需人脸拍照签到的课程，系统会随机抽取拍照核验；',
        '完成全部课程学习后方可参加理论考试，考试成绩60分及以上为合格。',
      ),
      '学习过程中遇到问题，可拨打平台技术咨询电话或通过页面右侧“智能客服”咨询。',
    ),
  },
  {
    title: '烟台市芝罘区开设果品电商创业专题培训',
    category: '培训资讯',
    region: '370602',
    days: 19,
    source: '港城创业培训中心',
    views: 276,
    body: html(
      '针对烟台苹果、大樱桃等特色果品销售需求，芝罘区港城创业培训中心开设果品电商创业专题班，首期招收学员40名。',
      '课程内容包括网店开设与装修、产品拍摄、直播带货话术、冷链物流与售后服务，学员结业后可进入区电商产业园实训。',
      '培训全程免费，符合条件的学员还可按规定享受培训期间生活费补贴。',
    ),
  },
  {
    title: '潍坊市奎文区鸢都创业实训基地获评省级示范基地',
    category: '工作动态',
    region: '370705',
    days: 22,
    source: '潍坊市人力资源和社会保障局',
    views: 341,
    body: html(
      '在近日公布的省级创业孵化示范基地名单中，潍坊市奎文区鸢都创业实训基地榜上有名，将获得省级一次性奖补资金支持。',
      '该基地设有农产品直播间、创业沙盘实训室和共享办公区，累计孵化创业实体186家，带动就业1300余人。',
      figure('鸢都创业实训基地', '示范基地', palette(3)),
    ),
  },
  {
    title: '威海市举办退役军人创业培训专场',
    category: '培训资讯',
    region: '371000',
    days: 26,
    source: '威海市退役军人事务局',
    views: 233,
    body: html(
      '威海市退役军人事务局联合市人社局举办退役军人创业培训专场，来自各区市的35名退役军人参加了为期十天的SYB创业培训。',
      '培训结合滨海旅游、民宿经营、海洋食品加工等本地产业特色设置案例，邀请退役军人创业典型现身说法。',
      '培训结束后，市里将为有创业意愿的学员提供“一对一”创业导师帮扶。',
    ),
  },
  {
    title: '2026年全省“创业之星”评选活动启动',
    category: '通知公告',
    region: '370000',
    days: 30,
    source: '山东省就业创业服务中心',
    views: 2104,
    body: html(
      '为发挥创业典型的示范带动作用，2026年全省“创业之星”评选活动正式启动。凡在我省登记注册、经营一年以上、带动就业成效明显的创业者均可报名。',
      '评选设置大学生创业、返乡创业、退役军人创业、巾帼创业四个类别，采取网上征集、专家评审、公开路演和社会公示的方式进行。',
      '报名者可通过平台“在线征集”页面填写申报信息、上传项目材料，提交后获得回执编号，可凭编号查询进度。',
    ),
  },
  {
    title: '济南市槐荫区创业孵化基地开放第三批入驻申请',
    category: '通知公告',
    region: '370104',
    days: 34,
    source: '槐荫区就业服务中心',
    views: 187,
    body: html(
      '槐荫区创业孵化基地现开放第三批入驻申请，可提供独立工位40个、小型办公室12间，入驻企业可免费使用会议室、路演厅和直播间。',
      '优先支持参加过创业培训的高校毕业生、返乡创业人员和就业困难人员创办的初创企业，入驻期最长两年。',
    ),
  },
  {
    title: '青岛西海岸新区跨境电商创业实训班开班',
    category: '培训资讯',
    region: '370211',
    days: 38,
    source: '西海岸新区创业实训中心',
    views: 305,
    body: html(
      '青岛西海岸新区创业实训中心首期跨境电商创业实训班开班，50名学员将在为期一个月的实训中完成店铺注册、选品、海外营销等全流程模拟操作。',
      '实训中心与本地外贸企业合作，为学员提供真实的选品货源和物流渠道，优秀学员可直接对接企业孵化项目。',
    ),
  },
  {
    title: '一次性创业补贴申领流程图解',
    category: '培训资讯',
    region: '370100',
    days: 42,
    source: '济南市就业服务中心',
    views: 1876,
    body: html(
      '不少学员在结业后咨询一次性创业补贴如何申领，现将济南市的申领流程整理如下：',
      '<ol><li>登录“爱山东”APP或市人社局网上服务大厅，进入“一次性创业补贴申领”事项；</li><li>填写经营主体信息、带动就业人数，上传营业执照和社保缴费证明；</li><li>区县人社部门在15个工作日内完成审核并公示；</li><li>公示无异议后，补贴资金直接拨付至经营主体对公账户或个人社保卡。</li></ol>',
      '补贴标准为每户1.2万元，每个主体只能享受一次。创业培训合格证书可作为优先审核材料。',
    ),
  },
  {
    title: '淄博市召开创业担保贷款银企对接会',
    category: '工作动态',
    region: '370300',
    days: 47,
    source: '淄博市人力资源和社会保障局',
    views: 264,
    body: html(
      '淄博市人社局组织9家经办银行与120余名创业者面对面对接，现场受理创业担保贷款申请68笔，意向金额2100万元。',
      '对接会上，银行工作人员逐一讲解贷款条件、反担保方式和贴息政策，市创业指导专家为创业者现场诊断项目。',
    ),
  },
  {
    title: '“创业培训进乡村”活动走进莱芜',
    category: '媒体聚焦',
    region: '370116',
    days: 53,
    source: '济南日报',
    views: 198,
    body: html(
      '近日，“创业培训进乡村”活动走进济南市莱芜区，创业讲师在村委会大院为60余名村民讲解农村电商和特色种养殖创业知识。',
      '活动采用“流动课堂”形式，把创业意识培训送到农民家门口，村民足不出村就能学技术、听政策、找项目。',
    ),
  },
  {
    title: '山东创业培训经验在全国交流会上作典型发言',
    category: '媒体聚焦',
    region: '370000',
    days: 60,
    source: '中国劳动保障报',
    views: 743,
    body: html(
      '在全国创业培训工作交流会上，山东省作典型发言，介绍了依托信息化平台推进创业培训全流程管理的经验做法。',
      '山东将报名、开班、学习、考试、结业和补贴申领全部纳入平台管理，实现“培训数据可查、学习过程可溯、补贴发放可核”。',
    ),
  },
  {
    title: '网络创业培训新增直播电商模块',
    category: '培训资讯',
    region: '370000',
    days: 68,
    source: '山东省就业创业服务中心',
    views: 921,
    body: html(
      '根据学员需求调研结果，网络创业培训课程新增“直播电商”教学模块，涵盖直播间搭建、选品策略、脚本策划、流量投放和数据复盘五个单元。',
      '新模块采用“线上学习+实操演练”的方式，学员需在实训直播间完成不少于两场模拟直播。',
    ),
  },
  {
    title: '烟台市创业大赛决赛落幕 15个项目获奖',
    category: '媒体聚焦',
    region: '370600',
    days: 75,
    source: '烟台日报',
    views: 412,
    body: html(
      '烟台市第五届创业大赛决赛日前落幕，经过激烈角逐，海洋生物、智能制造、文旅融合等领域的15个项目分获一、二、三等奖。',
      '获奖项目除获得奖金外，还可优先入驻市级孵化基地，并推荐参加省级创业大赛。',
    ),
  },
  {
    title: '平台新增结业证书在线查询功能',
    category: '通知公告',
    region: null,
    days: 83,
    source: '平台运营中心',
    views: 1602,
    body: html(
      '为方便学员和用人单位核验培训结果，平台新增结业证书在线查询功能。在门户首页进入“结业查询”，输入证书编号即可查看培训班级、培训机构和结业日期。',
      '为保护个人信息，查询结果中学员姓名将做部分隐藏处理。',
    ),
  },
  {
    title: '潍坊市寿光市开展蔬菜种植户网络创业培训',
    category: '培训资讯',
    region: '370783',
    days: 96,
    source: '寿光市人力资源和社会保障局',
    views: 221,
    body: html(
      '寿光市组织蔬菜种植户参加网络创业培训，帮助种植户掌握网店运营和直播销售技能，拓宽农产品销售渠道。',
      '培训采取“集中授课+田间直播”的方式，讲师带领学员在大棚里进行直播实操，首场直播销售蔬菜礼盒300余份。',
    ),
  },
  {
    title: '关于做好创业培训学员后续跟踪服务的提示',
    category: '工作动态',
    region: '370100',
    days: 120,
    source: '济南市就业服务中心',
    views: 377,
    body: html(
      '各培训机构要在学员结业后三个月、六个月、十二个月分别开展跟踪回访，了解学员创业进展和服务需求，并在平台如实填写跟踪记录。',
      '对有创业意愿但尚未创业的学员，要主动推送政策信息和项目资源；对已创业的学员，要协助对接融资、场地和用工服务。',
    ),
  },
  {
    title: '2026年第二季度创业培训补贴标准调整说明',
    category: '通知公告',
    region: '370000',
    days: -3,
    source: '山东省人力资源和社会保障厅',
    status: 'scheduled',
    body: html(
      '经研究，自下季度起对部分创业培训项目补贴标准进行调整，具体标准以正式文件为准。',
      '本说明将于发布日生效，请各培训机构提前做好开班计划调整。',
    ),
  },
  {
    title: '（草稿）创业导师库第二批入库名单',
    category: '工作动态',
    region: '370100',
    days: 0,
    source: '济南市就业服务中心',
    status: 'draft',
    body: html('入库名单正在审核中，审核完成后发布。'),
  },
];

interface PolicySeed extends ArticleSeed {
  level: 'national' | 'province' | 'city';
  issuingBody: string;
  documentNumber: string;
  effectiveDays: number;
}

export const DEMO_POLICIES: PolicySeed[] = [
  {
    title: '关于进一步做好创业担保贷款财政贴息工作的通知',
    category: '创业担保贷款',
    region: null,
    level: 'national',
    issuingBody: '财政部 人力资源社会保障部 中国人民银行',
    documentNumber: '财金〔2024〕8号',
    effectiveDays: 300,
    days: 280,
    source: '财政部',
    pinned: true,
    views: 3211,
    body: html(
      '<h3>一、贷款对象</h3>',
      '符合条件的城镇登记失业人员、就业困难人员、复员转业退役军人、刑满释放人员、高校毕业生（含大学生村官和留学回国学生）、化解过剩产能企业职工和失业人员、返乡创业农民工、网络商户、脱贫人口、农村自主创业农民，可申请个人创业担保贷款。',
      '<h3>二、额度与期限</h3>',
      '个人创业担保贷款最高额度为30万元；合伙创业的，可根据合伙人数适当提高贷款额度，最高不超过符合条件个人贷款总额度的10%。小微企业贷款最高额度为500万元。贷款期限最长不超过3年。',
      '<h3>三、贴息</h3>',
      '个人创业担保贷款利率上限为LPR+50BP，财政按规定给予贴息；小微企业创业担保贷款按规定给予贴息。',
    ),
  },
  {
    title: '关于实施职业技能提升行动创业培训补贴的通知',
    category: '培训补贴',
    region: null,
    level: 'national',
    issuingBody: '人力资源社会保障部 财政部',
    documentNumber: '人社部发〔2023〕15号',
    effectiveDays: 600,
    days: 590,
    source: '人力资源社会保障部',
    views: 1452,
    body: html(
      '对参加创业培训并取得培训合格证书的劳动者，按规定给予职业培训补贴。创业培训包括创业意识培训、创办企业培训（SYB）、改善企业培训、网络创业培训等。',
      '培训补贴资金从就业补助资金或职业技能提升行动专账资金中列支，具体标准由各省结合实际确定。',
    ),
  },
  {
    title: '山东省一次性创业补贴实施办法',
    category: '创业补贴',
    region: '370000',
    level: 'province',
    issuingBody: '山东省人力资源和社会保障厅 山东省财政厅',
    documentNumber: '鲁人社规〔2024〕3号',
    effectiveDays: 240,
    days: 250,
    source: '山东省人力资源和社会保障厅',
    pinned: true,
    views: 2876,
    body: html(
      '<h3>补贴对象</h3>',
      '首次创办小微企业或从事个体经营，且所创办企业或个体工商户自工商登记注册之日起正常运营1年以上的离校2年内高校毕业生、就业困难人员、返乡创业农民工，可申领一次性创业补贴。',
      '<h3>补贴标准</h3>',
      '一次性创业补贴标准为每户1.2万元，同一经营主体只能享受一次。',
      '<h3>申领方式</h3>',
      '通过“爱山东”APP或省人社网上服务大厅申领，经县级人社部门审核、公示后发放。',
    ),
  },
  {
    title: '山东省创业担保贷款实施细则',
    category: '创业担保贷款',
    region: '370000',
    level: 'province',
    issuingBody: '山东省财政厅 山东省人力资源和社会保障厅 中国人民银行山东省分行',
    documentNumber: '鲁财金〔2024〕21号',
    effectiveDays: 200,
    days: 205,
    source: '山东省财政厅',
    views: 1934,
    body: html(
      '本细则明确了我省创业担保贷款的申请条件、担保方式、贴息标准和经办流程。对信用良好、经营稳定的借款人，可免除反担保要求。',
      '对获得市级以上创业大赛奖项的项目、参加创业培训合格的借款人，经办机构可优先审核、简化手续。',
    ),
  },
  {
    title: '山东省返乡入乡创业支持政策十条',
    category: '场地支持',
    region: '370000',
    level: 'province',
    issuingBody: '山东省人民政府办公厅',
    documentNumber: '鲁政办发〔2025〕6号',
    effectiveDays: 150,
    days: 160,
    source: '山东省人民政府',
    views: 1688,
    body: html(
      '为鼓励外出务工人员、高校毕业生、退役军人等返乡入乡创业，提出以下支持措施：',
      list(
        '返乡入乡创业人员可在创业地享受与当地劳动者同等的创业扶持政策；',
        '各地建设的返乡创业园、孵化基地，对返乡创业项目减免场地租金；',
        '返乡创业人员参加创业培训的，按规定给予培训补贴；',
        '符合条件的返乡创业项目优先纳入创业担保贷款支持范围。',
      ),
    ),
  },
  {
    title: '山东省创业孵化基地认定和管理办法',
    category: '场地支持',
    region: '370000',
    level: 'province',
    issuingBody: '山东省人力资源和社会保障厅',
    documentNumber: '鲁人社发〔2024〕19号',
    effectiveDays: 400,
    days: 410,
    source: '山东省人力资源和社会保障厅',
    views: 845,
    body: html(
      '省级创业孵化示范基地须具备固定场地，面积不少于3000平方米，在孵实体不少于30户，并配备专职创业指导人员。',
      '认定为省级创业孵化示范基地的，给予一次性奖补，奖补资金用于基地运营和创业服务。',
    ),
  },
  {
    title: '济南市高校毕业生创业扶持办法',
    category: '创业补贴',
    region: '370100',
    level: 'city',
    issuingBody: '济南市人力资源和社会保障局',
    documentNumber: '济人社发〔2025〕11号',
    effectiveDays: 120,
    days: 125,
    source: '济南市人力资源和社会保障局',
    views: 1120,
    body: html(
      '在校及毕业5年内的高校毕业生在济南创办企业的，可享受一次性创业补贴、创业场所租赁补贴和创业担保贷款贴息等扶持。',
      '创业场所租赁补贴按实际租金的50%给予补助，每年最高1万元，期限不超过3年。',
    ),
  },
  {
    title: '青岛市创业孵化补贴和创业场所租赁补贴实施细则',
    category: '场地支持',
    region: '370200',
    level: 'city',
    issuingBody: '青岛市人力资源和社会保障局 青岛市财政局',
    documentNumber: '青人社规〔2024〕9号',
    effectiveDays: 180,
    days: 190,
    source: '青岛市人力资源和社会保障局',
    views: 764,
    body: html(
      '创业孵化载体为入驻创业实体提供孵化服务的，按孵化成功户数给予创业孵化补贴；创业者租赁经营场所的，按规定给予租赁补贴。',
    ),
  },
  {
    title: '淄博市小微企业税费减免政策指引',
    category: '税费减免',
    region: '370300',
    level: 'city',
    issuingBody: '国家税务总局淄博市税务局',
    documentNumber: '淄税函〔2025〕4号',
    effectiveDays: 90,
    days: 95,
    source: '国家税务总局淄博市税务局',
    views: 512,
    body: html(
      '小规模纳税人月销售额10万元以下（含本数）的，免征增值税；对小型微利企业年应纳税所得额不超过300万元的部分，减按25%计入应纳税所得额，按20%的税率缴纳企业所得税。',
      '重点群体从事个体经营的，3年内按每户每年限额依次扣减其当年实际应缴纳的增值税、城市维护建设税、教育费附加和个人所得税。',
    ),
  },
  {
    title: '烟台市创业培训补贴资金管理办法',
    category: '培训补贴',
    region: '370600',
    level: 'city',
    issuingBody: '烟台市人力资源和社会保障局 烟台市财政局',
    documentNumber: '烟人社发〔2025〕7号',
    effectiveDays: 60,
    days: 64,
    source: '烟台市人力资源和社会保障局',
    views: 318,
    body: html(
      '创业培训补贴按照“先培训、后补贴”的原则，由培训机构在班级结业后通过平台申领。学员须完成规定学时、通过人脸核验并考试合格。',
      '培训机构虚报培训人数、骗取补贴资金的，取消其定点资格，并依法追回补贴资金。',
    ),
  },
];

interface CaseSeed extends ArticleSeed {
  person: string;
  project: string;
}

export const DEMO_CASES: CaseSeed[] = [
  {
    title: '从外卖骑手到社区早餐连锁店老板',
    category: '返乡创业',
    region: '370102',
    person: '孙丽',
    project: '“泉畔早点”社区早餐店',
    days: 9,
    source: '泉城职业培训学校',
    pinned: true,
    views: 864,
    body: html(
      '孙丽曾在外地送了三年外卖，2024年回到济南后参加了泉城职业培训学校的SYB创业培训。在培训中，她用“评估市场”模块的方法走访了周边五个小区，发现上班族对干净、快速的早餐需求很大。',
      '结业后，她申请到15万元创业担保贷款，在历下区开出第一家社区早餐店。如今已有三家门店，带动12人就业。',
      '<blockquote>“培训让我学会了算账，知道每天卖多少份才能保本。”——孙丽</blockquote>',
    ),
  },
  {
    title: '大学毕业生用直播把海鲜卖向全国',
    category: '电商创业',
    region: '370202',
    person: '曲雯雯',
    project: '“渔家小曲”海鲜直播电商',
    days: 18,
    source: '海之韵职业培训学校',
    views: 1203,
    body: html(
      '青岛姑娘曲雯雯大学毕业后回到家乡，参加网络创业培训后开始尝试直播销售海鲜。她把直播间搬到渔船和码头，镜头前现场开箱、现场称重，赢得了粉丝信任。',
      '两年时间，她的店铺年销售额突破800万元，并与周边20多户渔民签订了长期供货协议。',
    ),
  },
  {
    title: '退役不褪色：老兵在西海岸办起研学营地',
    category: '退役军人创业',
    region: '370211',
    person: '高振宇团队',
    project: '海岸线青少年研学营地',
    days: 33,
    source: '西海岸新区创业实训中心',
    views: 541,
    body: html(
      '退役军人高振宇和三名战友参加创业实训后，利用西海岸的海岸资源创办青少年研学营地，开设海洋科普、国防教育和户外拓展课程。',
      '营地获得了区级创业孵化基地的场地支持和50万元小微企业创业担保贷款，去年接待研学学生1.6万人次。',
    ),
  },
  {
    title: '“烧烤+文创”：淄博小店的出圈之路',
    category: '大学生创业',
    region: '370303',
    person: '毕海鹏',
    project: '“炉边”烧烤文创小店',
    days: 45,
    source: '齐都职业技能培训学校',
    views: 978,
    body: html(
      '毕海鹏在齐都职业技能培训学校参加“夜经济”创业专题班后，把烧烤店和文创产品结合起来，设计了小饼、小葱主题的冰箱贴和帆布包。',
      '小店在旅游旺季日均接待游客400余人，文创产品收入占到了营业额的三成。',
    ),
  },
  {
    title: '巾帼创业：把风筝做成文创品牌',
    category: '巾帼创业',
    region: '370705',
    person: '李婷婷',
    project: '“鸢飞”风筝文创工作室',
    days: 70,
    source: '鸢都创业实训基地',
    views: 433,
    body: html(
      '李婷婷在鸢都创业实训基地完成实训后，带领12名留守妇女手工制作风筝，并开发了风筝书签、风筝灯等文创产品。',
      '工作室产品通过电商平台销往全国，还走进了多所中小学的非遗课堂。',
    ),
  },
  {
    title: '返乡青年让胶东民宿住满“回头客”',
    category: '返乡创业',
    region: '371002',
    person: '丛林',
    project: '“海韵小院”精品民宿',
    days: 110,
    source: '海韵职业培训学校',
    views: 612,
    body: html(
      '丛林在外企工作八年后回到威海，参加民宿经营专题班后，把老宅改造成精品民宿。他把培训中学到的成本测算和客户管理方法用到经营中，入住率常年保持在七成以上。',
      '民宿带动周边村民参与保洁、餐饮和特产销售，户均年增收两万余元。',
    ),
  },
];

const SLIDES = [
  { title: '创业培训 成就梦想', tag: '山东省创业培训', link: '/newsList', colors: palette(0) },
  { title: '创业担保贷款 最高30万元', tag: '政策直通车', link: '/policyList', colors: palette(2) },
  { title: '2026年全省“创业之星”评选启动', tag: '在线征集', link: '/collection', colors: palette(4) },
  { title: '结业证书 在线查询', tag: '便民服务', link: '/report', colors: palette(1) },
];

/** The Jinan site's own banner (济南 second site, bound to 370100). */
const JINAN_SLIDES = [
  { title: '泉城创业 扬帆起航', tag: '济南市创业培训', link: '/newsList', colors: palette(3) },
  { title: '济南市创业补贴 一网通办', tag: '泉城政策', link: '/policyList', colors: palette(5) },
];

const LINKS = [
  { name: '中华人民共和国人力资源和社会保障部', url: 'https://www.mohrss.gov.cn' },
  { name: '山东省人力资源和社会保障厅', url: 'http://hrss.shandong.gov.cn' },
  { name: '中国公共招聘网', url: 'http://job.mohrss.gov.cn' },
  { name: '国家政务服务平台', url: 'https://gjzwfw.www.gov.cn' },
  { name: '爱山东政务服务平台', url: 'http://www.shandong.gov.cn' },
  { name: '济南市人力资源和社会保障局', url: 'http://jnhrss.jinan.gov.cn' },
];

/** Organisation pages: address and a fuller description for each demo institution. */
const ORGANISATION_PAGES: Record<string, { address: string; paragraphs: string[] }> = {
  济南市历下区泉城职业培训学校: {
    address: '济南市历下区解放路112号泉城大厦5楼',
    paragraphs: [
      '泉城职业培训学校成立于2012年，是济南市人社局认定的创业培训定点机构，拥有标准化教室8间、创业沙盘实训室2间。',
      '学校常年开设SYB创业培训、网络创业培训和创业意识培训，配备专职创业指导师12名，年培训学员2000余人次，结业学员创业成功率约三成。',
      '学校与区创业孵化基地、经办银行建立合作，为结业学员提供开业指导、贷款对接和一年期跟踪服务。',
    ],
  },
  山东齐鲁创业孵化实训基地: {
    address: '济南市历城区工业北路6号齐鲁创业园',
    paragraphs: [
      '基地是省级创业孵化示范基地，总面积1.2万平方米，建有模拟经营实训室、直播电商实训间和共享办公区。',
      '基地为实训学员提供“实训+孵化”一条龙服务：实训合格的学员可申请入驻，享受工位、导师陪跑和融资对接。',
    ],
  },
  济南市槐荫区明德职业技能培训学校: {
    address: '济南市槐荫区经十路西段28号',
    paragraphs: ['学校正在申报创业培训定点资格，拟开设创业意识培训和小微企业经营管理课程。'],
  },
  青岛市市南区海之韵职业培训学校: {
    address: '青岛市市南区香港中路36号',
    paragraphs: [
      '海之韵职业培训学校深耕青岛创业培训十余年，面向高校毕业生、退役军人和返乡创业人员开展SYB培训和网络创业培训。',
      '学校开设海产品电商、滨海旅游服务等特色专题班，与本地电商企业共建实训基地。',
    ],
  },
  青岛西海岸新区创业实训中心: {
    address: '青岛市黄岛区长江中路216号西海岸创业园',
    paragraphs: [
      '实训中心依托西海岸新区创业园建设，提供海洋经济、跨境电商方向的模拟实训与项目路演。',
      '中心常年对接创业担保贷款经办银行，每月举办一次创业项目路演。',
    ],
  },
  淄博市张店区齐都职业技能培训学校: {
    address: '淄博市张店区人民西路99号',
    paragraphs: [
      '齐都职业技能培训学校是淄博市创业培训定点机构，特色课程为餐饮创业与夜间经济。',
      '学校合作孵化烧烤、文创等小店项目百余个，被评为市级优秀创业培训机构。',
    ],
  },
  烟台市芝罘区港城创业培训中心: {
    address: '烟台市芝罘区南大街158号',
    paragraphs: [
      '港城创业培训中心面向城镇失业人员和农村转移劳动力开展创业培训，开设果品电商、海产品加工等地方特色创业专题。',
    ],
  },
  潍坊市奎文区鸢都创业实训基地: {
    address: '潍坊市奎文区胜利东街5088号',
    paragraphs: [
      '以现代农业和风筝文创为特色的创业实训基地，设有农产品直播间与创业沙盘实训室，可同时容纳120人实训。',
      '基地累计孵化创业实体186家，带动就业1300余人，获评省级创业孵化示范基地。',
    ],
  },
  威海市环翠区海韵职业培训学校: {
    address: '威海市环翠区新威路17号',
    paragraphs: [
      '学校开设SYB创业培训和民宿经营专题班，聘请本地优秀创业者担任兼职讲师。',
      '学员结业后可进入滨海创业园孵化，享受场地租金减免。',
    ],
  },
};

function articleRows(seeds: ArticleSeed[], createdBy: number) {
  return seeds.map((s, i) => {
    const status = s.status ?? 'published';
    return {
      title: s.title,
      summary: summaryOf(s.body),
      cover: coverSvg(s.title, s.category, palette(i)),
      content: s.body,
      category: s.category,
      regionCode: s.region,
      source: s.source,
      author: s.author ?? '',
      status,
      publishAt: status === 'draft' ? null : daysAgo(s.days, 9 + (i % 8)),
      pinned: s.pinned ?? false,
      viewCount: s.views ?? 0,
      createdBy,
      createdAt: daysAgo(Math.max(s.days, 0) + 1),
      updatedAt: daysAgo(Math.max(s.days, 0)),
    };
  });
}

/** The first sentence or so of an article, as the list summary. */
function summaryOf(body: string): string {
  const text = body
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, '')
    .trim();
  return [...text].slice(0, 80).join('');
}

export async function seedContent(db: Db, ctx: SeedContext, userIds: Map<string, number>): Promise<void> {
  const admin = lookup(userIds, 'admin');
  await db.insert(news).values(articleRows(DEMO_NEWS, admin));
  await db.insert(policies).values(
    articleRows(DEMO_POLICIES, admin).map((row, i) => {
      const seed = DEMO_POLICIES[i] as PolicySeed;
      return {
        ...row,
        level: seed.level,
        issuingBody: seed.issuingBody,
        documentNumber: seed.documentNumber,
        effectiveDate: daysAgo(seed.effectiveDays).toISOString().slice(0, 10),
        attachments: [
          textFile(
            `${seed.title}（政策要点）.txt`,
            `${seed.title}\n${seed.issuingBody} ${seed.documentNumber}\n\n${summaryOf(seed.body)}……\n\n详细内容以发文机关公布的正式文件为准。政策咨询电话：12333。`,
          ),
        ],
      };
    }),
  );
  await db.insert(cases).values(
    articleRows(DEMO_CASES, admin).map((row, i) => {
      const seed = DEMO_CASES[i] as CaseSeed;
      return { ...row, person: seed.person, project: seed.project };
    }),
  );
  await db.insert(carouselSlides).values(
    [...SLIDES, ...JINAN_SLIDES].map((s, i) => ({
      title: s.title,
      image: coverSvg(s.title, s.tag, s.colors, { width: 1200, height: 370 }),
      link: s.link,
      regionCode: i >= SLIDES.length ? '370100' : null,
      orderNum: i + 1,
      status: 'published' as const,
      publishAt: daysAgo(30),
      createdBy: admin,
    })),
  );
  await db.insert(portalLinks).values(
    LINKS.map((l, i) => ({
      ...l,
      orderNum: i + 1,
      status: 'published' as const,
      publishAt: daysAgo(30),
      createdBy: admin,
    })),
  );

  const names = [...ctx.institutionIds.keys()];
  const rows = await db
    .select({ id: institutions.id, name: institutions.name, kind: institutions.kind })
    .from(institutions)
    .where(inArray(institutions.name, names));
  for (const [i, row] of rows.entries()) {
    const page = ORGANISATION_PAGES[row.name];
    if (!page) continue;
    await db
      .update(institutions)
      .set({
        address: page.address,
        cover: coverSvg(row.name, row.kind === 'training' ? '创业培训机构' : '创业实训基地', palette(i)),
        content: html(...page.paragraphs),
      })
      .where(eq(institutions.id, row.id));
  }
}
