import type { INDUSTRIES } from './constants';

/** Research topics of incubated teams, by industry; a team is named after its topic. */
export const TEAM_TOPICS: Record<(typeof INDUSTRIES)[number], readonly string[]> = {
  智能网联新能源汽车: ['固态电池', '车载激光雷达', '智能驾驶决策', '氢燃料电池', '轮毂电机', '车路协同', '电池热管理'],
  新一代电子信息: ['功率半导体', '硅基光电子', '毫米波射频', '工业互联网平台', '边缘计算', '柔性显示', 'MEMS传感器'],
  生物医药: ['抗体药物', '基因治疗', '中药现代化', '医学影像AI', '可降解血管支架', '新型疫苗佐剂', '体外诊断试剂'],
  先进材料: ['高性能镁合金', '石墨烯薄膜', '碳纤维复合材料', '高熵合金', '玄武岩纤维', '钙钛矿光伏材料'],
  智能装备: ['协作机器人', '精密减速器', '工业视觉检测', '金属增材制造', '高端数控系统'],
  绿色低碳: ['钠离子储能', '光伏组件回收', '氢能制储', '二氧化碳捕集利用', '污水资源化'],
  文化创意: ['数字文创', '非遗数字化', '沉浸式展陈', '动漫IP设计'],
  现代服务业: ['法律科技', '跨境电商', '智慧物流', '知识产权运营'],
};

/** Suffixes of team names. */
export const TEAM_SUFFIXES = ['研发团队', '创新团队', '创业团队', '攻关团队'] as const;

/** Academic titles, most senior first. */
export const ACADEMIC_TITLES = [
  '教授',
  '研究员',
  '副教授',
  '高级工程师',
  '讲师',
  '工程师',
  '博士研究生',
  '硕士研究生',
] as const;

/** Professional service institutions (专业机构), their category and the teams each runs. */
export const INSTITUTIONS: readonly {
  name: string;
  category: string;
  teams: readonly string[];
  titles: readonly string[];
}[] = [
  {
    name: '科学城知识产权服务中心',
    category: '知识产权',
    teams: ['专利代理服务队', '商标品牌服务队', '高价值专利培育队'],
    titles: ['专利代理师', '知识产权师'],
  },
  {
    name: '大学城法律服务工作站',
    category: '法律服务',
    teams: ['企业合规服务队', '劳动法律服务队', '涉外法律服务队'],
    titles: ['律师', '法律顾问'],
  },
  {
    name: '科创财税服务中心',
    category: '财税服务',
    teams: ['代理记账服务队', '税务筹划服务队', '审计咨询服务队'],
    titles: ['注册会计师', '税务师'],
  },
  {
    name: '西部人力资源服务产业园',
    category: '人力资源',
    teams: ['人才招聘服务队', '人事代理服务队', '职业培训服务队'],
    titles: ['人力资源管理师', '职业指导师'],
  },
  {
    name: '科技金融服务中心',
    category: '科技金融',
    teams: ['科技信贷服务队', '股权投资服务队', '上市辅导服务队'],
    titles: ['高级经济师', '投资经理'],
  },
  {
    name: '分析测试公共服务平台',
    category: '检验检测',
    teams: ['材料检测服务队', '生物检测服务队', '计量校准服务队'],
    titles: ['检测工程师', '高级实验师'],
  },
  {
    name: '技术转移转化中心',
    category: '技术转移',
    teams: ['成果评估服务队', '技术经纪服务队', '转化对接服务队'],
    titles: ['技术经纪人', '高级工程师'],
  },
  {
    name: '创业孵化服务中心',
    category: '创业孵化',
    teams: ['创业导师服务队', '路演对接服务队', '入驻运营服务队'],
    titles: ['创业导师', '孵化运营师'],
  },
];

/** Phrases that close a team introduction. */
export const TEAM_GOALS = [
  '已形成多项核心专利，正推进中试验证与产业化落地。',
  '与区内龙头企业建立联合实验室，开展关键技术攻关。',
  '产品已完成样机研制，进入小批量试产阶段。',
  '入选重庆市科技型企业培育库，获得天使轮投资。',
  '面向成渝地区双城经济圈开展应用示范。',
] as const;
