import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the embedded database's folder for this process. PGlite is one process's database: a second one (the CLI
 * while the service runs) would corrupt it, so it is refused with the holder's pid. A lock left by a killed
 * process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'cockpit-fleet.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) {
        throw new Error(
          `数据目录 ${dir} 正被进程 ${holder} 使用：内嵌数据库（PGlite）只能由一个进程打开，第二个副本不能共用它。` +
            '要运行多个副本，请让每个副本连接同一个 PostgreSQL（DATABASE_URL=postgres://…）；只想操作正在运行的服务，请用控制台或 npm run console',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`无法锁定数据目录 ${dir}`);
}
