import type { Db } from '../db';
import { NOTICE_TYPES, SCHOOLS } from './constants';
import { inWindow, type MonthlyFlow } from './history';
import { datesInMonth, intBetween, pick, pickWeighted, type Rng } from './random';

type NoticeType = (typeof NOTICE_TYPES)[number];

/** A notice title of the given type; `y` is its year. */
const TITLES: Record<NoticeType, (rng: Rng, y: string) => string> = {
  政策通知: (rng, y) =>
    pick(rng, [
      `关于印发《西部（重庆）科学城${pick(rng, ['人才创新创业', '科技成果转化', '高校团队孵化'])}若干措施》的通知`,
      `关于${y}年度人才安家补贴政策调整的通知`,
      `关于进一步优化${pick(rng, ['人才公寓配租', '外籍人才服务', '企业开办服务'])}工作的通知`,
    ]),
  申报通知: (rng, y) =>
    `关于组织申报${y}年度${pick(rng, ['重庆英才计划', '知识价值信用贷款', '高新技术企业认定', '博士后科研项目特别资助', '创新创业大赛', '科技型企业研发费用补助'])}的通知`,
  活动预告: (rng) =>
    pick(rng, [
      `“科创大学城”项目路演第 ${intBetween(rng, 1, 40)} 期`,
      `${pick(rng, SCHOOLS)}科技成果转化对接会`,
      `${pick(rng, ['生物医药', '新一代电子信息', '先进材料', '智能装备'])}产业沙龙`,
    ]) + '活动预告',
  公示公告: (rng, y) =>
    `${y}年度${pick(rng, ['高层次人才', '入驻创业团队', '科技型企业', '人才公寓配租'])}${pick(rng, ['拟认定名单公示', '评审结果公示'])}`,
  新闻动态: (rng) =>
    pick(rng, [
      `${pick(rng, SCHOOLS)}${intBetween(rng, 2, 9)}个创业团队集中入驻服务港`,
      `服务港举办${pick(rng, ['人才政策宣讲会', '投融资对接会', '国际人才交流会', '创业导师见面会'])}`,
      `服务港入驻企业获${pick(rng, ['A轮融资', '国家级专精特新认定', '市科技进步奖'])}`,
    ]),
};
const SOURCES = ['科学城管委会', '服务港运营中心', '市科技局', '市人力社保局', '区科技局'] as const;
const SUMMARIES: Record<NoticeType, string> = {
  政策通知: '明确了适用对象、支持标准和办理流程，自发布之日起施行。',
  申报通知: '请符合条件的单位和个人按要求准备材料，在规定时间内通过线上系统提交申报。',
  活动预告: '欢迎区内高校师生、创业团队和企业报名参加，名额有限，先到先得。',
  公示公告: '公示期为 5 个工作日，如有异议请在公示期内以书面形式反映。',
  新闻动态: '进一步集聚创新创业资源，服务港创新生态持续完善。',
};
const ACTIVITY_TYPES = ['项目路演', '创业沙龙', '政策宣讲', '人才交流会', '技术对接会', '培训讲座'] as const;
const PLACES = ['服务港路演中心', '服务港多功能厅', '重庆大学虎溪校区', '西南大学', '科学城会展中心'] as const;

/** Creates `notice` and `activity`; their rows are written month by month (see the flows below). */
export function seedNotices(db: Db): void {
  db.run(`CREATE TABLE notice (id INTEGER PRIMARY KEY, title TEXT NOT NULL, type TEXT NOT NULL, publish_date TEXT NOT NULL,
    source TEXT NOT NULL, summary TEXT NOT NULL)`);
  db.run(`CREATE TABLE activity (id INTEGER PRIMARY KEY, title TEXT NOT NULL, type TEXT NOT NULL, act_date TEXT NOT NULL,
    place TEXT NOT NULL, participants INTEGER NOT NULL)`);
}

/** Notices, two or three a month. */
export const noticeFlow: MonthlyFlow = {
  seed: 0x4071,
  backMonths: 22,
  write(db, window) {
    const { rng } = window;
    const rows = datesInMonth(rng, window.month, intBetween(rng, 2, 3)).map((date) => {
      const type = pickWeighted(rng, NOTICE_TYPES, [3, 4, 4, 3, 5]);
      return {
        title: TITLES[type](rng, date.slice(0, 4)),
        type,
        publish_date: date,
        source: pick(rng, SOURCES),
        summary: SUMMARIES[type],
      };
    });
    db.insertAll(
      'notice',
      rows.filter((row) => inWindow(row.publish_date, window)),
    );
  },
};

/** Activities of the hub, five to fourteen a month. */
export const activityFlow: MonthlyFlow = {
  seed: 0x4072,
  backMonths: 22,
  write(db, window) {
    const { rng, month } = window;
    const rows = datesInMonth(rng, month, intBetween(rng, 5, 14)).map((date) => {
      const type = pick(rng, ACTIVITY_TYPES);
      return {
        title: `${Number(month.slice(5))}月${type}`,
        type,
        act_date: date,
        place: pick(rng, PLACES),
        participants: intBetween(rng, 20, 260),
      };
    });
    db.insertAll(
      'activity',
      rows.filter((row) => inWindow(row.act_date, window)),
    );
  },
};
