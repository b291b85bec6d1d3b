import * as z from 'zod/mini';
import { apiGet } from './api-get';
import { countSchema, dateSchema, monthSchema, nameValueSchema } from './common';

/** An instrument of the analysis and testing centre. */
export const deviceSchema = z.object({
  id: z.int(),
  name: z.string(),
  model: z.string(),
  manufacturer: z.string(),
  /** The `device_category` label. */
  category: z.string(),
  /** The `device_status` label: 在用 / 维修 / 空闲. */
  status: z.string(),
  location: z.string(),
  /** Machine hours served, cumulative. */
  serviceHours: countSchema,
  /** Utilisation in %. */
  utilizationRate: z.number().check(z.minimum(0), z.maximum(100)),
  /** Original value in 万元. */
  value: z.number().check(z.nonnegative()),
  manager: z.string(),
  openTime: z.string(),
});
export type Device = z.infer<typeof deviceSchema>;

/** Totals of the instruments; `byStatus` and `byCategory` list every dictionary item in order. */
export const deviceSumSchema = z.object({
  deviceCount: countSchema,
  /** 万元. */
  totalValue: z.number().check(z.nonnegative()),
  serviceHours: countSchema,
  /** %. */
  averageUtilization: z.number().check(z.minimum(0), z.maximum(100)),
  byStatus: z.array(nameValueSchema),
  byCategory: z.array(nameValueSchema),
});
export type DeviceSum = z.infer<typeof deviceSumSchema>;

/** A reservation on the recent-reservations board. `status`: 已完成 / 使用中 / 已预约 / 已取消. */
export const reserveRowSchema = z.object({
  id: z.int(),
  deviceId: z.int(),
  deviceName: z.string(),
  userName: z.string(),
  department: z.string(),
  reserveDate: dateSchema,
  /** 'HH:mm'. */
  startTime: z.string(),
  hours: z.number().check(z.nonnegative()),
  status: z.string(),
});
export type ReserveRow = z.infer<typeof reserveRowSchema>;

/** Reservations of one month (cancelled ones excluded). */
export const reserveMonthSchema = z.object({
  month: monthSchema,
  count: countSchema,
  hours: z.number().check(z.nonnegative()),
});
export type ReserveMonth = z.infer<typeof reserveMonthSchema>;

/** `/reserve/list`: the latest 30 reservations (upcoming ones first) and every month of history, oldest first. */
export const reserveListSchema = z.object({ recent: z.array(reserveRowSchema), monthly: z.array(reserveMonthSchema) });
export type ReserveList = z.infer<typeof reserveListSchema>;

/** One reservation in full. */
export const reserveDetailSchema = z.extend(reserveRowSchema, {
  deviceModel: z.string(),
  location: z.string(),
  project: z.string(),
  endTime: z.string(),
  sampleCount: countSchema,
});
export type ReserveDetail = z.infer<typeof reserveDetailSchema>;

/** A technology transfer achievement; `amount` in 万元. */
export const transferSchema = z.object({
  id: z.int(),
  title: z.string(),
  team: z.string(),
  school: z.string(),
  enterprise: z.string(),
  amount: z.number().check(z.nonnegative()),
  transferDate: dateSchema,
  /** The `transfer_type` label. */
  type: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** `GET /device/list`: every instrument. */
export const getDeviceList = (signal?: AbortSignal) => apiGet('/device/list', z.array(deviceSchema), { signal });

/** `GET /device/sum`: instrument totals. */
export const getDeviceSum = (signal?: AbortSignal) => apiGet('/device/sum', deviceSumSchema, { signal });

/** `GET /reserve/list`: recent reservations and the monthly series. */
export const getReserveList = (signal?: AbortSignal) => apiGet('/reserve/list', reserveListSchema, { signal });

/** `GET /reserve/detail` (query id): one reservation. */
export const getReserveDetail = (id: number, signal?: AbortSignal) =>
  apiGet('/reserve/detail', reserveDetailSchema, { params: { id }, signal });

/** `GET /transfer/list`: technology transfer achievements, newest first. */
export const getTransferList = (signal?: AbortSignal) => apiGet('/transfer/list', z.array(transferSchema), { signal });
