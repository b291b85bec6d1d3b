import type { Db } from '../db';
import {
  CHANCE_TYPES,
  DEVICE_CATEGORIES,
  DEVICE_STATUSES,
  INDUSTRIES,
  NOTICE_TYPES,
  SERVICE_TYPES,
  TALENT_CATEGORIES,
} from './constants';
import { TRANSFER_TYPES } from './devices-data';

/**
 * The dictionaries the panels use. `dictValue` is a short code ('1', '2', …) in `dictSort` order;
 * data rows carry the Chinese label, and list filters (`type=`) take the code.
 */
export const DICTS: Record<string, readonly string[]> = {
  team_industry: INDUSTRIES,
  device_status: DEVICE_STATUSES,
  device_category: DEVICE_CATEGORIES,
  talent_category: TALENT_CATEGORIES,
  notice_type: NOTICE_TYPES,
  service_type: SERVICE_TYPES,
  chance_type: CHANCE_TYPES,
  evaluate_level: ['非常满意', '满意', '基本满意', '不满意'],
  reserve_status: ['已完成', '使用中', '已预约', '已取消'],
  transfer_type: TRANSFER_TYPES,
};

/** The codes of one dictionary type, for `enum` in query schemas. */
export const dictValues = (type: keyof typeof DICTS): string[] => DICTS[type].map((_, i) => String(i + 1));

/** Creates and fills `sys_dict_data`. */
export function seedDict(db: Db): void {
  db.run(`CREATE TABLE sys_dict_data (
    dict_code INTEGER PRIMARY KEY,
    dict_type TEXT NOT NULL,
    dict_label TEXT NOT NULL,
    dict_value TEXT NOT NULL,
    dict_sort INTEGER NOT NULL,
    UNIQUE (dict_type, dict_value)
  )`);
  const rows = Object.entries(DICTS).flatMap(([type, labels]) =>
    labels.map((label, i) => ({ dict_type: type, dict_label: label, dict_value: String(i + 1), dict_sort: i + 1 })),
  );
  db.insertAll('sys_dict_data', rows);
}
