import { Alert, Box, FormControlLabel, Switch, TextField, Typography, type SxProps } from '@mui/material';
import type { SignInSettingsBody, SignInSettingsView } from '../../protocol/sign-in';
import { useSaveSignInSettings, useSignInSettings } from '../api/sign-in-queries';
import { QueryView } from '../layout/query-view';
import { SettingsForm, useFormOfView } from '../layout/settings-form';
import { RoleRulesEditor } from './role-rules-editor';

type Form = Omit<SignInSettingsBody, 'clientSecret'> & { clientSecret: string; removeSecret: boolean };
const formOf = (v: SignInSettingsView): Form => ({
  enabled: v.enabled,
  issuer: v.issuer,
  clientId: v.clientId,
  clientSecret: '',
  removeSecret: false,
  scopes: v.scopes,
  label: v.label,
  usernameClaim: v.usernameClaim,
  roleClaim: v.roleClaim,
  roleRules: v.roleRules,
  sessionMaxAgeHours: v.sessionMaxAgeHours,
  localSignIn: v.localSignIn,
});

const SECRET_NOTE = {
  kept: '；客户端密钥未更改（沿用原来保存的）',
  replaced: '；客户端密钥已更换',
  removed: '；客户端密钥已删除，以公开客户端（PKCE）登录',
} as const;

/** 单点登录 (admin): the OpenID Connect provider, the claim mapping, sessions' maximum age, local sign-in. */
export function SignInSettingsPage() {
  const settings = useSignInSettings();
  return (
    <QueryView query={settings} what="单点登录设置" empty={null}>
      {(view) => <SignInForm view={view} />}
    </QueryView>
  );
}

function SignInForm({ view }: { view: SignInSettingsView }) {
  const save = useSaveSignInSettings();
  const [form, setForm] = useFormOfView(view, formOf);
  const readOnly = view.fromEnvironment;
  const field = (
    key: 'issuer' | 'clientId' | 'scopes' | 'label' | 'usernameClaim' | 'roleClaim',
    label: string,
    helperText?: string,
  ) => (
    <TextField
      label={label}
      value={form[key]}
      helperText={helperText}
      disabled={readOnly}
      fullWidth
      margin="dense"
      size="small"
      error={save.error && 'field' in save.error ? (save.error as { field?: string }).field === key : false}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  const toggle = (key: 'enabled' | 'localSignIn', label: string, sx?: SxProps) => (
    <FormControlLabel
      sx={sx}
      label={label}
      control={
        <Switch
          checked={form[key]}
          disabled={readOnly}
          onChange={(e) => setForm({ ...form, [key]: e.target.checked })}
        />
      }
    />
  );
  const submit = () => {
    const { clientSecret, removeSecret, ...rest } = form;
    const secret = removeSecret ? { clientSecret: null } : clientSecret ? { clientSecret } : {};
    save.mutate({ ...rest, roleRules: form.roleRules.filter((r) => r.value.trim()), ...secret });
  };
  return (
    <SettingsForm
      title="单点登录（OpenID Connect）"
      maxWidth={860}
      onSubmit={submit}
      save={save}
      saved={`已保存${SECRET_NOTE[save.data?.clientSecretChange ?? 'kept']}`}
      saving="正在检查并保存…"
      readOnly={readOnly}
      view={view}
    >
      {readOnly && (
        <Alert severity="info" sx={{ my: 1 }}>
          这些设置来自环境变量（COCKPIT_OIDC_*），只能在部署配置中修改。
        </Alert>
      )}
      <Typography color="text.secondary" sx={{ fontSize: 13, my: 1 }}>
        在身份提供方登记的回调地址（Redirect URI）：
        <Box component="code" sx={{ userSelect: 'all' }}>
          {view.redirectUri}
        </Box>
      </Typography>
      {toggle('enabled', '开启单点登录')}
      {field(
        'issuer',
        '签发者地址（Issuer）',
        '例如 https://sso.example.edu.cn/realms/campus，从它的 /.well-known/openid-configuration 自动发现',
      )}
      {field('clientId', '客户端 ID')}
      <TextField
        label="客户端密钥"
        type="password"
        value={form.clientSecret}
        disabled={readOnly || form.removeSecret}
        fullWidth
        margin="dense"
        size="small"
        autoComplete="new-password"
        helperText={
          view.hasClientSecret ? '已设置（不会显示）；留空则保留原密钥' : '未设置：作为公开客户端登录（PKCE）'
        }
        onChange={(e) => setForm({ ...form, clientSecret: e.target.value })}
      />
      {view.hasClientSecret && (
        <FormControlLabel
          control={
            <Switch
              checked={form.removeSecret}
              disabled={readOnly}
              onChange={(e) => setForm({ ...form, removeSecret: e.target.checked, clientSecret: '' })}
            />
          }
          label="删除客户端密钥（改为公开客户端，仅用 PKCE）"
        />
      )}
      {field('scopes', '权限范围（scope）', '以空格分隔，须包含 openid')}
      {field('label', '登录按钮文字')}
      {field('usernameClaim', '用户名声明', '首次登录时据此生成控制台用户名，例如 preferred_username')}
      {field('roleClaim', '角色声明', '例如 groups、roles、department，嵌套的用点号：realm_access.roles')}
      <RoleRulesEditor
        rules={form.roleRules}
        onChange={(roleRules) => setForm({ ...form, roleRules })}
        disabled={readOnly}
      />
      <TextField
        label="会话最长时间（小时）"
        type="number"
        value={form.sessionMaxAgeHours}
        disabled={readOnly}
        margin="dense"
        size="small"
        sx={{ mt: 2, width: 220 }}
        onChange={(e) => setForm({ ...form, sessionMaxAgeHours: Number(e.target.value) })}
        helperText="1–720，本地账号与单点登录的会话都适用"
      />
      {toggle('localSignIn', '允许所有本地账号用密码登录（关闭后仅应急账号可以）', { display: 'flex', mt: 1 })}
    </SettingsForm>
  );
}
