import { SqlRefusal } from './sql-request';

/** PostgreSQL's SQLSTATE and MySQL/MariaDB's error numbers a source's operator meets, in words. */
const WORDS: Record<string, string> = {
  '25006': '数据库拒绝：数据源只读，不能写入或调用会写入的语句',
  '57014': '查询超过超时时间，已在数据库端取消',
  '42501': '数据库拒绝：该数据库用户没有这个权限',
  '42601': 'SQL 语法错误（只接受一条 SELECT 查询）',
  '42P01': '表不存在',
  '42703': '列不存在',
  '28P01': '数据库用户名或密码错误',
  '3D000': '数据库不存在',
  '42P18': '无法确定参数的类型（请在 SQL 中写明类型，如 :name::int）',
  '08P01': '只接受一条 SQL 语句',
  '0A000': '数据库拒绝：只接受一条只读的 SELECT 查询',
  ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION: '数据库拒绝：数据源只读，不能写入或调用会写入的语句',
  ER_STATEMENT_TIMEOUT: '查询超过超时时间，已在数据库端取消',
  ER_QUERY_TIMEOUT: '查询超过超时时间，已在数据库端取消',
  ER_QUERY_INTERRUPTED: '查询超过超时时间，已在数据库端取消',
  ER_PARSE_ERROR: 'SQL 语法错误（只接受一条 SELECT 查询）',
  ER_TABLEACCESS_DENIED_ERROR: '数据库拒绝：该数据库用户没有这个权限',
  ER_PROCACCESS_DENIED_ERROR: '数据库拒绝：该数据库用户没有执行存储过程的权限',
  ER_SPECIFIC_ACCESS_DENIED_ERROR: '数据库拒绝：该数据库用户没有这个权限',
  ER_DBACCESS_DENIED_ERROR: '数据库拒绝：该数据库用户不能访问这个数据库',
  ER_ACCESS_DENIED_ERROR: '数据库拒绝访问（用户名、密码或该用户的权限不对）',
  ER_NO_SUCH_TABLE: '表不存在',
  ER_BAD_FIELD_ERROR: '列不存在',
  ER_UNSUPPORTED_PS: '只接受一条 SELECT 查询',
  ECONNREFUSED: '无法连接数据库（连接被拒绝，数据库可能没有运行）',
  ETIMEDOUT: '连接数据库超时',
  ECONNRESET: '与数据库的连接中断',
  EHOSTUNREACH: '无法到达数据库主机',
};

/** MariaDB's statement timeout has no code name in the driver: its message says so. */
const TIMED_OUT = /max_statement_time|max_execution_time|statement timeout|execution was interrupted/i;

/** Why a run failed, in words; the database's own message is kept after the Chinese. */
export function describeSqlError(error: unknown): string {
  if (error instanceof SqlRefusal) return error.message;
  const e = error as { code?: string; message?: string; errno?: number };
  const head =
    (e.code && WORDS[e.code]) ??
    (TIMED_OUT.test(e.message ?? '')
      ? WORDS['57014']
      : /timeout/i.test(e.message ?? '')
        ? '连接数据库超时'
        : '查询失败');
  return `${head}：${(e.message ?? String(error)).slice(0, 300)}`;
}
