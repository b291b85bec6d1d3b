import { Box, MenuItem, TextField, Typography } from '@mui/material';
import type { SecurityPolicy, SecurityPolicyView } from '../../protocol/security';
import { useSaveSecurityPolicy, useSecurityPolicy } from '../api/security-queries';
import { QueryView } from '../layout/query-view';
import { SettingsForm, useFormOfView } from '../layout/settings-form';

type NumberKey = { [K in keyof SecurityPolicy]: SecurityPolicy[K] extends number ? K : never }[keyof SecurityPolicy];
const SECTIONS: { title: string; fields: [NumberKey, string, string][] }[] = [
  {
    title: '密码',
    fields: [
      ['passwordMinLength', '最短长度', '8–64 个字符'],
      ['passwordClasses', '至少包含的字符类别', '3 或 4 类：小写、大写、数字、其他字符'],
      ['passwordHistory', '不得与最近几次相同', '1–24，含当前密码'],
      ['passwordMaxAgeDays', '有效期（天）', '0 表示永不过期；到期后登录时须修改'],
    ],
  },
  {
    title: '登录失败锁定',
    fields: [
      ['lockoutFailures', '连续失败次数', '3–20 次后锁定该账号'],
      ['lockoutWindowMinutes', '计数时段（分钟）', '在此时段内累计失败次数'],
      ['lockoutMinutes', '锁定时长（分钟）', '到时自动解除；提前解除只能用命令行 unlock'],
    ],
  },
  {
    title: '会话',
    fields: [
      ['idleMinutes', '空闲超时（分钟）', '无操作超过此时长自动退出（页面自动刷新不算操作）'],
      ['maxSessionsAdmin', '管理员最多同时会话', '0 表示不限'],
      ['maxSessionsOther', '其他用户最多同时会话', '0 表示不限'],
    ],
  },
];

/** The policy a form edits: the view without who changed it last. */
const strip = ({ updatedAt: _a, updatedBy: _b, ...p }: SecurityPolicyView): SecurityPolicy => p;

/** 安全设置: passwords, lockout, second factor and sessions, as the security settings' role sets them. */
export function SecuritySettingsPage() {
  const policy = useSecurityPolicy();
  return (
    <QueryView query={policy} what="安全设置" empty={null}>
      {(view) => <PolicyForm view={view} />}
    </QueryView>
  );
}

function PolicyForm({ view }: { view: SecurityPolicyView }) {
  const save = useSaveSecurityPolicy();
  const [form, setForm] = useFormOfView(view, strip);
  const select = <K extends 'secondFactor' | 'overLimit'>(
    key: K,
    label: string,
    options: [SecurityPolicy[K], string][],
  ) => (
    <TextField
      select
      label={label}
      value={form[key]}
      size="small"
      sx={{ width: 300, mt: 1.5 }}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    >
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <SettingsForm
      title="安全设置"
      maxWidth={980}
      onSubmit={() => save.mutate(form)}
      save={save}
      saved="已保存"
      saving="正在保存…"
      view={view}
    >
      <Typography color="text.secondary" sx={{ fontSize: 13, mb: 1 }}>
        默认值满足等保 2.0 第三级的身份鉴别要求。通过统一身份认证登录的账号，第二因素由身份提供方负责。
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        双因素认证（动态验证码）
      </Typography>
      {select('secondFactor', '要求绑定动态验证码', [
        ['off', '不要求（个人可自愿绑定）'],
        ['admins', '仅管理员必须绑定'],
        ['all', '所有本地账号必须绑定'],
      ])}
      {SECTIONS.map((section) => (
        <Box key={section.title}>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {section.title}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
            {section.fields.map(([key, label, help]) => (
              <TextField
                key={key}
                label={label}
                type="number"
                value={form[key]}
                helperText={help}
                size="small"
                margin="dense"
                error={save.error && (save.error as { field?: string }).field === key ? true : false}
                onChange={(e) => setForm({ ...form, [key]: Number(e.target.value) })}
              />
            ))}
          </Box>
        </Box>
      ))}
      {select('overLimit', '超出会话上限时', [
        ['end-oldest', '新登录结束最早的会话'],
        ['refuse', '拒绝新登录'],
      ])}
    </SettingsForm>
  );
}
