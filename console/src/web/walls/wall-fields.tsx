import { FormField } from '../layout/form-dialog';

type Field = (name: 'name' | 'location' | 'notes') => {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** A wall's 名称, 位置 and 备注, as 添加墙面 asks them (with `hints`) and 编辑墙面信息 edits them. */
export function WallFields({ field, hints = false }: { field: Field; hints?: boolean }) {
  return (
    <>
      <FormField
        label="名称"
        {...field('name')}
        helperText={hints ? '操作员怎么称呼它，如 大厅左屏' : undefined}
        autoFocus={!hints}
        maxLength={40}
      />
      <FormField
        label="位置"
        {...field('location')}
        helperText={hints ? '挂在哪里，如 一楼大厅东墙（可不填）' : undefined}
        maxLength={80}
      />
      <FormField label="备注" {...field('notes')} multiline minRows={2} maxLength={500} />
    </>
  );
}
