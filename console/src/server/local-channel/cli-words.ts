/** Who a command line is in the audit log and in `created_by`: someone with the data folder, on this machine. */
export const LOCAL_ACTOR = '(本机命令行)';

/** One command line, parsed: what the local channel carries. */
export interface CliCommand {
  command: string;
  args: string[];
  role?: string;
  /** Read by the command line (never a default), for the commands that create a user. */
  password?: string;
  /** create-group's display name, template and source group. */
  name?: string;
  template?: string;
  from?: string;
  /** A retention in days (audit-archive, purge), and audit-archive's folder (made absolute by the command line). */
  days?: string;
  out?: string;
}

/** A command the user got wrong: its words are the whole answer (the channel replies 400 with them). */
export class CliRefusal extends Error {}
