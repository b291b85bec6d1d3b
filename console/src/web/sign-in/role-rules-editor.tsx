import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { ROLES } from '../../protocol/console-api';
import type { RoleRule } from '../../protocol/sign-in';
import { ROLE_LABEL } from '../format';

/** The claim mapping: each row, a value of the role claim (a group, a role, a department) and the console role it gives. */
export function RoleRulesEditor({
  rules,
  onChange,
  disabled,
}: {
  rules: RoleRule[];
  onChange: (rules: RoleRule[]) => void;
  disabled: boolean;
}) {
  const set = (index: number, rule: RoleRule) => onChange(rules.map((r, i) => (i === index ? rule : r)));
  return (
    <Box>
      <Typography sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>角色映射</Typography>
      <Typography color="text.secondary" sx={{ fontSize: 13, mb: 1 }}>
        声明中含有某个值的人得到对应角色，多条匹配时取权限最大的一个（管理员、安全管理员、审计管理员、操作员、查看者依次）；一条都不匹配的人可以登录，但没有任何权限。
      </Typography>
      {rules.map((rule, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <TextField
            size="small"
            label="声明中的值"
            value={rule.value}
            disabled={disabled}
            sx={{ flex: 1 }}
            onChange={(e) => set(index, { ...rule, value: e.target.value })}
          />
          <TextField
            size="small"
            select
            label="角色"
            value={rule.role}
            disabled={disabled}
            sx={{ width: 160 }}
            onChange={(e) => set(index, { ...rule, role: e.target.value as RoleRule['role'] })}
          >
            {ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {ROLE_LABEL[role]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton
            aria-label={`删除映射 ${rule.value}`}
            disabled={disabled}
            onClick={() => onChange(rules.filter((_, i) => i !== index))}
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Button size="small" disabled={disabled} onClick={() => onChange([...rules, { value: '', role: 'viewer' }])}>
        添加映射
      </Button>
    </Box>
  );
}
