import { checkChannel, maskUrl } from './channel-check';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field?: string }).field };
  }
  throw new Error('not refused');
};

test('a URL that is not http or https is refused naming url', () => {
  expect(refusal(() => checkChannel({ name: 'x', kind: 'wecom', url: 'file:///etc/passwd' }))).toEqual({
    message: '接收地址只能是 http 或 https',
    field: 'url',
  });
});

test('a webhook needs a signing secret of at least 16 characters', () => {
  expect(
    refusal(() => checkChannel({ name: 'x', kind: 'webhook', url: 'http://127.0.0.1/h', secret: 'short' })).field,
  ).toBe('secret');
});

test('an e-mail channel names the recipient that is not an address', () => {
  const request = {
    name: 'x',
    kind: 'email' as const,
    smtpHost: 'smtp.example.cn',
    mailFrom: 'wall@example.cn',
    mailTo: ['ops@example.cn', 'nobody'],
  };
  expect(refusal(() => checkChannel(request))).toEqual({ message: '收件人地址不对：nobody', field: 'mailTo[1]' });
});

test('an edit without url or secret keeps the stored ones', () => {
  const stored = { config: { url: 'https://oapi.dingtalk.com/robot/send?access_token=tok' }, secret: 'SECkeep' };
  expect(checkChannel({ name: 'x', kind: 'dingtalk' }, stored)).toEqual(stored);
});

test("a robot URL's token is masked to its last 4 characters", () => {
  expect(maskUrl('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx-4bc4-97a0-0ec2sifa5aaa')).toBe(
    'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=••••5aaa',
  );
});
