import { parsePreviewParams } from './preview-params';

test('a panel id with a slot size is accepted', () => {
  expect(parsePreviewParams('?panel=teams/running-teams&w=464&h=190').params).toEqual({
    panel: 'teams/running-teams',
    w: 464,
    h: 190,
  });
});

test('an unknown query parameter is named in the message', () => {
  expect(parsePreviewParams('?panel=teams/x&colour=red').error).toBe(
    '未知的查询参数：colour（可用：panel、page、w、h、group、feed、override、place）',
  );
});

test('a malformed size is refused with a clear message', () => {
  expect(parsePreviewParams('?panel=teams/x&w=abc').error).toMatch(/w|number/);
  expect(parsePreviewParams('?panel=teams/x&w=5000').error).toBe('w 不能大于 1920');
});

test('a fleet group may be named (the console previews the builds that group runs); a malformed one is refused', () => {
  expect(parsePreviewParams('?panel=acme/overview&w=464&h=190&group=hub').params).toEqual({
    panel: 'acme/overview',
    w: 464,
    h: 190,
    group: 'hub',
  });
  expect(parsePreviewParams('?panel=acme/overview&group=Hub!').error).toBe('group 只能包含小写字母、数字、- 和 _');
});
