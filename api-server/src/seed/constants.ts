/** Shared vocabularies of the seed data; the dictionary seed publishes most of them. */

/** Universities of the district and nearby, in display order. */
export const SCHOOLS = [
  '重庆大学',
  '西南大学',
  '重庆邮电大学',
  '重庆医科大学',
  '重庆交通大学',
  '四川美术学院',
  '重庆师范大学',
  '西南政法大学',
  '重庆科技大学',
  '重庆理工大学',
] as const;

/** Weights of the schools: larger universities bring more talent and teams. */
export const SCHOOL_WEIGHTS = [10, 9, 6, 5, 4, 2, 3, 2, 3, 3] as const;

/** Chongqing's industry chains (also the `team_industry` dictionary, with two service sectors). */
export const CHAINS = ['智能网联新能源汽车', '新一代电子信息', '生物医药', '先进材料', '智能装备', '绿色低碳'] as const;

/** Industries of teams and enterprises: the chains plus two service sectors. */
export const INDUSTRIES = [...CHAINS, '文化创意', '现代服务业'] as const;
export const INDUSTRY_WEIGHTS = [9, 10, 7, 6, 6, 4, 3, 3] as const;

/** Talent categories, the `lb` of talent rows, in their fixed order. */
export const TALENT_CATEGORIES = ['顶尖人才', '领军人才', '青年人才', '高技能人才', '海外人才'] as const;

/** Talent programmes within each category. */
export const TALENT_PROGRAMS: Record<(typeof TALENT_CATEGORIES)[number], readonly string[]> = {
  顶尖人才: ['两院院士', '国家级重大人才工程入选者', '国际知名奖项获得者'],
  领军人才: ['重庆英才·优秀科学家', '重庆英才·创新领军人才', '重庆英才·创业领军人才'],
  青年人才: ['国家级青年人才', '重庆英才·青年拔尖人才', '博士后研究人员', '博士研究生'],
  高技能人才: ['重庆英才·技能大师', '首席技师', '高级技师'],
  海外人才: ['海外高层次人才', '留学回国创业人才', '外籍专家'],
};
/** How common each category is (top talent is rare). */
export const TALENT_WEIGHTS = [1, 4, 12, 5, 4] as const;

/** Instrument statuses of the centre (`device_status`). */
export const DEVICE_STATUSES = ['在用', '维修', '空闲'] as const;

/** Instrument categories (`device_category`). */
export const DEVICE_CATEGORIES = [
  '电子显微镜',
  '波谱仪器',
  '色谱质谱',
  '光谱仪器',
  'X射线仪器',
  '生命科学仪器',
  '元素分析',
  '热分析与物性',
] as const;

/** Notice types (`notice_type`). */
export const NOTICE_TYPES = ['政策通知', '申报通知', '活动预告', '公示公告', '新闻动态'] as const;

/** Service types of handled matters and online services (`service_type`). */
export const SERVICE_TYPES = ['人才服务', '企业服务', '政务服务', '科技服务', '金融服务', '生活服务'] as const;

/** Opportunity types of the chance list (`chance_type`). */
export const CHANCE_TYPES = ['技术需求', '应用场景', '投融资需求', '合作研发', '人才需求'] as const;
