import type { DEVICE_CATEGORIES } from './constants';

type Category = (typeof DEVICE_CATEGORIES)[number];

/** The analysis and testing centre's instruments: [name, model, manufacturer, base value in 万元]. */
export const INSTRUMENTS: Record<Category, readonly (readonly [string, string, string, number])[]> = {
  电子显微镜: [
    ['场发射扫描电镜', 'Sigma 300', '蔡司', 620],
    ['场发射扫描电镜', 'SU8020', '日立', 580],
    ['透射电镜', 'Talos F200X', '赛默飞', 1650],
    ['透射电镜', 'JEM-2100Plus', '日本电子', 980],
    ['台式扫描电镜', 'Phenom XL', '赛默飞', 160],
  ],
  波谱仪器: [
    ['核磁共振波谱仪', 'AVANCE NEO 600', '布鲁克', 920],
    ['核磁共振波谱仪', 'AVANCE III HD 400', '布鲁克', 460],
    ['电子顺磁共振波谱仪', 'EMXplus', '布鲁克', 380],
  ],
  X射线仪器: [
    ['X射线衍射仪', 'SmartLab 9kW', '理学', 420],
    ['X射线衍射仪', 'D8 Advance', '布鲁克', 310],
    ['单晶X射线衍射仪', 'XtaLAB Synergy', '理学', 560],
    ['X射线光电子能谱仪', 'ESCALAB Xi+', '赛默飞', 720],
    ['X射线荧光光谱仪', 'ZSX Primus IV', '理学', 260],
  ],
  色谱质谱: [
    ['液质联用仪', 'Q Exactive Plus', '赛默飞', 480],
    ['液质联用仪', 'Xevo TQ-XS', '沃特世', 390],
    ['气质联用仪', '7890B-5977B', '安捷伦', 160],
    ['气质联用仪', 'TSQ 9000', '赛默飞', 210],
    ['高效液相色谱仪', '1260 Infinity II', '安捷伦', 65],
    ['离子色谱仪', 'ICS-6000', '赛默飞', 80],
  ],
  元素分析: [
    ['电感耦合等离子体质谱仪', 'NexION 2000', '珀金埃尔默', 230],
    ['电感耦合等离子体发射光谱仪', 'Avio 500', '珀金埃尔默', 120],
    ['元素分析仪', 'Vario EL cube', '元素', 95],
    ['原子吸收光谱仪', 'AA-7000', '岛津', 55],
  ],
  生命科学仪器: [
    ['激光共聚焦显微镜', 'LSM 980', '蔡司', 450],
    ['激光共聚焦显微镜', 'TCS SP8', '徕卡', 380],
    ['流式细胞仪', 'CytoFLEX S', '贝克曼库尔特', 150],
    ['流式细胞分选仪', 'FACSAria III', 'BD', 320],
    ['实时荧光定量PCR仪', 'QuantStudio 5', '赛默飞', 45],
  ],
  光谱仪器: [
    ['傅里叶变换红外光谱仪', 'Nicolet iS50', '赛默飞', 90],
    ['激光拉曼光谱仪', 'LabRAM HR Evolution', '堀场', 260],
    ['紫外可见近红外分光光度计', 'UV-3600i Plus', '岛津', 70],
    ['稳态瞬态荧光光谱仪', 'FLS1000', '爱丁堡', 240],
  ],
  热分析与物性: [
    ['同步热分析仪', 'STA 449 F5', '耐驰', 110],
    ['差示扫描量热仪', 'DSC 250', 'TA', 75],
    ['比表面积及孔隙度分析仪', 'ASAP 2460', '麦克默瑞提克', 85],
    ['激光粒度分析仪', 'Mastersizer 3000', '马尔文帕纳科', 70],
    ['原子力显微镜', 'Dimension Icon', '布鲁克', 330],
  ],
};

/** Who books the instruments. */
export const DEPARTMENTS = [
  '化学化工学院',
  '材料与能源学院',
  '生命科学学院',
  '药学院',
  '资源环境学院',
  '食品科学学院',
  '物理科学与技术学院',
  '农学与生物科技学院',
  '重庆大学',
  '重庆医科大学',
  '入驻企业',
] as const;
export const DEPARTMENT_WEIGHTS = [9, 8, 8, 5, 4, 4, 4, 4, 3, 2, 3] as const;

/** What the bookings are for. */
export const PROJECTS = [
  '国家自然科学基金面上项目',
  '国家自然科学基金青年项目',
  '重庆市自然科学基金',
  '企业委托检测',
  '博士学位论文',
  '横向合作项目',
] as const;

/** Technology transfer: types and title templates ({x}: a research topic). */
export const TRANSFER_TYPES = ['专利转让', '专利许可', '技术开发', '作价入股', '技术服务'] as const;
export const TRANSFER_TITLES = [
  '一种{x}的制备方法',
  '{x}关键技术',
  '基于{x}的智能监测系统',
  '{x}工艺包',
  '{x}中试技术',
] as const;
