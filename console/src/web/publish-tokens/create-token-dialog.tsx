import { REMOTE_PATTERN } from '../../protocol/releases';
import { useCreatePublishToken } from '../api/publish-token-queries';
import { FormDialog, FormField, useFormDialog } from '../layout/form-dialog';
import { SecretOnceStep } from '../layout/secret-once';

const REMOTE_NAME = new RegExp(REMOTE_PATTERN);

/** 新建发布令牌: the remote a team may publish; on success the token is shown once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePublishToken();
  const dialog = useFormDialog({ remote: '' }, create, onClose);
  const submit = () => {
    const name = dialog.form.remote.trim();
    if (!name) return dialog.setProblem('请填写远程模块名');
    if (!REMOTE_NAME.test(name))
      return dialog.setProblem('远程模块名应以小写字母开头，只含小写字母、数字、- 或 _，最多 40 个字符');
    dialog.setProblem(null);
    create.mutate({ remote: name });
  };

  return (
    <FormDialog
      open={open}
      title="新建发布令牌"
      state={dialog}
      onSubmit={submit}
      done={
        create.data && (
          <SecretOnceStep secret={create.data.secret} label="令牌" onClose={dialog.close}>
            令牌只显示一次：请立即复制，交给远程模块 {create.data.remote} 的团队，在发布时放入环境变量
            COCKPIT_PUBLISH_TOKEN。关闭后无法再次查看。
          </SecretOnceStep>
        )
      }
    >
      <FormField
        label="远程模块"
        {...dialog.field('remote')}
        helperText="令牌只能发布这个远程模块的版本，如 teams"
        autoFocus
        autoComplete="off"
      />
    </FormDialog>
  );
}
