import type { CHAINS } from './constants';

type Chain = (typeof CHAINS)[number];
type Segments = { 上游: readonly string[]; 中游: readonly string[]; 下游: readonly string[] };

/** The nodes of each industry chain by segment. */
export const CHAIN_NODES: Record<Chain, Segments> = {
  智能网联新能源汽车: {
    上游: ['动力电池材料', '车规级芯片', '激光雷达与传感器'],
    中游: ['动力电池', '电驱动系统', '智能座舱', '自动驾驶系统'],
    下游: ['整车制造', '充换电服务', '汽车后市场'],
  },
  新一代电子信息: {
    上游: ['集成电路设计', '电子材料', '半导体设备'],
    中游: ['功率半导体', '新型显示', '智能终端'],
    下游: ['工业互联网', '软件与信息服务', '数字内容'],
  },
  生物医药: {
    上游: ['医药原料', '医用材料', '科研试剂'],
    中游: ['创新药', '医疗器械', '生物制品', '现代中药'],
    下游: ['医疗服务', '医药流通', '健康管理'],
  },
  先进材料: {
    上游: ['矿产资源', '基础化工原料'],
    中游: ['轻合金材料', '高性能纤维', '先进高分子材料', '电子化学品'],
    下游: ['航空航天应用', '汽车轻量化', '建筑新材料'],
  },
  智能装备: {
    上游: ['核心零部件', '工业软件', '伺服与控制系统'],
    中游: ['工业机器人', '数控机床', '智能检测装备'],
    下游: ['智能工厂集成', '运维服务'],
  },
  绿色低碳: {
    上游: ['光伏材料', '储能材料'],
    中游: ['氢能装备', '储能系统', '节能环保装备'],
    下游: ['碳资产管理', '综合能源服务', '资源循环利用'],
  },
};

/** One-line description of each chain. */
export const CHAIN_DESCRIPTIONS: Record<Chain, string> = {
  智能网联新能源汽车: '依托整车龙头与高校科研力量，打造从电池材料到整车制造的万亿级产业集群。',
  新一代电子信息: '以功率半导体、新型显示和智能终端为重点，建设西部电子信息制造高地。',
  生物医药: '聚焦创新药、高端医疗器械与现代中药，推动医研企协同创新。',
  先进材料: '发挥轻合金与纤维材料优势，服务汽车、航空航天等下游应用。',
  智能装备: '围绕工业机器人、数控机床与智能检测装备，推进制造业智能化改造。',
  绿色低碳: '布局氢能、储能与资源循环利用，助力碳达峰碳中和。',
};

/** Words that make a company name plausible for each chain. */
export const COMPANY_WORDS: Record<Chain, readonly string[]> = {
  智能网联新能源汽车: ['新能源科技', '汽车电子', '智行科技', '动力科技', '电驱科技'],
  新一代电子信息: ['微电子', '半导体', '光电科技', '信息技术', '智能科技'],
  生物医药: ['生物科技', '医药科技', '医疗器械', '药业', '基因科技'],
  先进材料: ['新材料', '合金科技', '复合材料', '材料科技', '化工科技'],
  智能装备: ['智能装备', '机器人', '精密机械', '自动化科技', '工业软件'],
  绿色低碳: ['新能源', '储能科技', '环保科技', '氢能科技', '节能科技'],
};

/** Two characters that brand a company. */
export const BRAND_CHARS = '博瑞华新中金恒智联创云天泰宇芯锐峰源汇科达辰鼎睿安康融嘉远航';

/** Districts of the science city area. */
export const DISTRICTS = ['沙坪坝区', '九龙坡区', '北碚区', '璧山区', '江津区', '高新区'] as const;

/** Company scales. */
export const SCALES = ['规上企业', '高新技术企业', '专精特新企业', '科技型中小企业'] as const;

/** Investment stages and investors. */
export const INVEST_STAGES = ['天使轮', 'Pre-A轮', 'A轮', 'B轮', '战略投资', '产业化项目'] as const;
export const INVESTORS = [
  '科学城种子基金',
  '西部科学城产业引导基金',
  '重庆天使投资引导基金',
  '成渝科创联合基金',
  '高校成果转化基金',
  '社会资本联合投资',
] as const;
export const PROJECT_KINDS = ['研发中心建设', '产业化', '中试基地', '扩产', '首台套示范'] as const;

/** Technology services (`/jsc/ts/list`) by category. */
export const TECH_SERVICES: Record<string, readonly string[]> = {
  检验检测: ['材料成分分析', '失效分析', '电磁兼容测试', '生物安全检测'],
  技术咨询: ['技术路线评估', '专利导航分析', '科技查新'],
  技术开发: ['样机开发', '工艺优化', '算法定制开发'],
  知识产权: ['专利申请代理', '专利价值评估', '商标注册'],
  成果转化: ['技术成果评价', '技术合同登记', '概念验证'],
};
