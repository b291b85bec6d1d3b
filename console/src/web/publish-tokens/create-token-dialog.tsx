import { Dialog, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { REMOTE_PATTERN } from '../../protocol/releases';
import { errorMessage } from '../api/client';
import { useCreatePublishToken } from '../api/publish-token-queries';
import { CreateForm } from '../layout/create-form';
import { SecretOnceStep } from '../layout/secret-once';

const REMOTE_NAME = new RegExp(REMOTE_PATTERN);

/** 新建发布令牌: the remote a team may publish; on success the token is shown once. */
export function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreatePublishToken();
  const [remote, setRemote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    create.reset();
    setRemote('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const name = remote.trim();
    if (!name) return setProblem('请填写远程模块名');
    if (!REMOTE_NAME.test(name))
      return setProblem('远程模块名应以小写字母开头，只含小写字母、数字、- 或 _，最多 40 个字符');
    setProblem(null);
    create.mutate({ remote: name });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>新建发布令牌</DialogTitle>
      {create.data ? (
        <SecretOnceStep secret={create.data.secret} label="令牌" onClose={close}>
          令牌只显示一次：请立即复制，交给远程模块 {create.data.remote} 的团队，在发布时放入环境变量
          COCKPIT_PUBLISH_TOKEN。关闭后无法再次查看。
        </SecretOnceStep>
      ) : (
        <CreateForm
          onSubmit={submit}
          onCancel={close}
          pending={create.isPending}
          problem={problem ?? (create.isError ? errorMessage(create.error) : null)}
        >
          <TextField
            label="远程模块"
            value={remote}
            onChange={(e) => setRemote(e.target.value)}
            helperText="令牌只能发布这个远程模块的版本，如 teams"
            fullWidth
            margin="dense"
            autoFocus
            autoComplete="off"
          />
        </CreateForm>
      )}
    </Dialog>
  );
}
