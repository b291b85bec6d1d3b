import { alertNotice } from './alert-notice';
import {
  dingtalkRequest,
  dingtalkSign,
  robotAccepted,
  webhookRequest,
  webhookSignature,
  WECOM_MAX_BYTES,
  wecomRequest,
} from './channel-payloads';

// Vectors computed with Python's hmac/base64 (an implementation independent of this module).
const TS = '1732500000000';
const notice = alertNotice(
  {
    key: 'wall-offline:hub-left',
    kind: 'wall-offline',
    since: Number(TS) - 120_000,
    reason: '墙面离线',
    subject: { group: 'hub', wallId: 'hub-left', wallName: '大厅左屏', location: '一楼大厅' },
  },
  Number(TS),
);

test('钉钉 sign is base64 HMAC-SHA256 of "timestamp\\nsecret" keyed by the secret', () => {
  expect(dingtalkSign('SECabcdef0123456789', TS)).toBe('cNPBFivRy3Rxs00NbXVQRUZDOvuf4K0AXksQmyFk7Os=');
});

test('钉钉 request adds timestamp and the URL-encoded sign to the robot URL and keeps its access_token', () => {
  const request = dingtalkRequest(
    'https://oapi.dingtalk.com/robot/send?access_token=abc',
    notice,
    'SECabcdef0123456789',
    Number(TS),
  );
  expect(request.url).toBe(
    `https://oapi.dingtalk.com/robot/send?access_token=abc&timestamp=${TS}&sign=cNPBFivRy3Rxs00NbXVQRUZDOvuf4K0AXksQmyFk7Os%3D`,
  );
});

test('钉钉 body is a markdown message with the title and the lines', () => {
  const body = JSON.parse(
    dingtalkRequest('https://oapi.dingtalk.com/robot/send?access_token=abc', notice, null, Number(TS)).body,
  );
  expect(body).toEqual({
    msgtype: 'markdown',
    markdown: { title: '【告警】大厅左屏 离线', text: expect.stringContaining('- 位置：一楼大厅') },
  });
});

test('企业微信 body is a markdown message whose content starts with the title', () => {
  const body = JSON.parse(wecomRequest('https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k', notice).body);
  expect(body).toEqual({
    msgtype: 'markdown',
    markdown: { content: expect.stringMatching(/^### 【告警】大厅左屏 离线\n- 墙面：大厅左屏（hub-left）/) },
  });
});

test('企业微信 content is cut to its 4096-byte limit', () => {
  const long = { ...notice, lines: [...notice.lines, '长'.repeat(3000)] };
  const { content } = JSON.parse(wecomRequest('https://qyapi.weixin.qq.com/x', long).body).markdown;
  expect(Buffer.byteLength(content)).toBeLessThanOrEqual(WECOM_MAX_BYTES);
});

test('webhook signature is sha256= hex HMAC of "timestamp.body"', () => {
  expect(webhookSignature('webhook-secret-0123456789', TS, '{"a":1}')).toBe(
    'sha256=f7cfb9aeeb3b24b2a2cb79dca43ee90f4450e4f28db8ccdb3d533649eff722f9',
  );
});

test('webhook request signs exactly the body it sends', () => {
  const request = webhookRequest('http://127.0.0.1/hook', notice, 'webhook-secret-0123456789', Number(TS));
  expect(request.headers['x-cockpit-timestamp']).toBe(TS);
  expect(request.headers['x-cockpit-signature']).toBe(webhookSignature('webhook-secret-0123456789', TS, request.body));
  expect(JSON.parse(request.body)).toMatchObject({
    type: 'alert',
    kind: 'wall-offline',
    title: '【告警】大厅左屏 离线',
  });
});

test("a robot's 200 with a non-zero errcode is not delivered", () => {
  expect(robotAccepted('{"errcode":310000,"errmsg":"sign not match"}')).toBe(false);
  expect(robotAccepted('{"errcode":0,"errmsg":"ok"}')).toBe(true);
});
