import { fitProblems, type PanelFit } from '../../e2e/min-size-measure';

const reference: PanelFit = {
  state: 'ready',
  cut: 0,
  shortened: 1,
  outside: 0,
  overflows: false,
  sideways: 0,
  overlapping: 2,
  smallestFont: 15,
};

describe('fitProblems: a render judged against the panel at its largest shipped slot', () => {
  it('passes a render that looks as the reference does', () => {
    expect(fitProblems({ ...reference }, reference)).toEqual([]);
  });

  it('fails a panel that is not ready, naming its state', () => {
    expect(fitProblems({ ...reference, state: 'error' }, reference)).toEqual(['面板未就绪（error）']);
  });

  it('fails figures drawn over each other, counting only the collisions the reference does not have', () => {
    expect(fitProblems({ ...reference, overlapping: 5 }, reference)).toEqual(['3 处文字相互重叠']);
  });

  it('fails a box that cuts content off at its right edge, which the reference does not', () => {
    expect(fitProblems({ ...reference, sideways: 1 }, reference)).toEqual(['1 处内容在右侧被裁去']);
  });

  it('fails more text shortened with … than at the reference, but not the same amount', () => {
    expect(fitProblems({ ...reference, shortened: 3 }, reference)).toEqual(['2 处文字被省略']);
  });

  it('fails smaller type than at the reference', () => {
    expect(fitProblems({ ...reference, smallestFont: 12 }, reference)).toEqual(['字号缩到 12px']);
  });

  it('fails content larger than its frame only when the reference fits', () => {
    expect(fitProblems({ ...reference, overflows: true }, reference)).toEqual(['内容超出面板']);
    expect(fitProblems({ ...reference, overflows: true }, { ...reference, overflows: true })).toEqual([]);
  });

  it('fails cut text and text over the slot edge whatever the reference shows', () => {
    expect(fitProblems({ ...reference, cut: 1, outside: 2 }, { ...reference, cut: 1, outside: 2 })).toEqual([
      '1 处文字被截断',
      '2 处文字超出槽位',
    ]);
  });
});
