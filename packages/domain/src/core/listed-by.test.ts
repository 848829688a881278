import { describe, expect, it } from 'vitest';
import { hasReason, listedBy, refusalOf, route, type ListedBy } from './route.ts';
import { messages, reasonOf, refusal, type Refusal } from './refusals.ts';

const SAMPLE = messages('SAMPLE_AREA', { tooMany: '数量过多', gone: '已下架', late: '已结束' });
const OTHER = messages('OTHER_AREA', { gone: '已下架' });

const BUY = route({
  id: 'SAMPLE.buy',
  method: 'POST',
  path: '/buy',
  auth: 'user',
  policy: 'certified',
  refusals: [reasonOf(SAMPLE, 'tooMany'), reasonOf(SAMPLE, 'gone')],
});
const PEEK = route({
  id: 'SAMPLE.peek',
  method: 'GET',
  path: '/peek',
  auth: 'none',
  refusals: [reasonOf(SAMPLE, 'gone')],
});

/** A rule that may refuse with either of two reasons. */
const rule = (n: number): Refusal<'SAMPLE_AREA.tooMany' | 'SAMPLE_AREA.gone'> | null =>
  n > 3 ? refusal(SAMPLE, 'tooMany') : n < 0 ? refusal(SAMPLE, 'gone') : null;

describe('the reasons an entry lists, checked by the compiler', () => {
  it('a refusal the entry lists passes unchanged; one it does not list does not compile', () => {
    const no = listedBy(BUY);
    expect(no(refusal(SAMPLE, 'gone'))).toEqual({ reason: 'SAMPLE_AREA.gone', msg: '已下架' });
    const why = rule(5);
    if (why) expect(no(why).reason).toBe('SAMPLE_AREA.tooMany');
    // @ts-expect-error SAMPLE_AREA.late is not listed by BUY
    no(refusal(SAMPLE, 'late'));
    // @ts-expect-error the same words in another catalogue are another reason
    no(refusal(OTHER, 'gone'));
    // the framework's and the policy's go without saying
    no({ reason: 'API.badRequest', msg: '请求参数有误' });
    no({ reason: 'POLICY.certified', msg: '仅已认证的企业可以使用此功能' });
  });

  it('a use case two entries share may refuse only with what both list', () => {
    const both = listedBy(BUY, PEEK);
    expect(both(refusal(SAMPLE, 'gone')).reason).toBe('SAMPLE_AREA.gone');
    // @ts-expect-error PEEK does not list tooMany
    both(refusal(SAMPLE, 'tooMany'));
    const why = rule(5);
    // @ts-expect-error the rule may answer tooMany, which PEEK does not list
    if (why) both(why);
    // @ts-expect-error PEEK reads no token: not signed in is not its refusal
    both({ reason: 'API.unauthorized', msg: '登录已失效' });
  });

  it("the web's error carries a reason of the entry; hasReason takes only a key the entry lists", () => {
    const err = { reason: 'SAMPLE_AREA.gone', message: 'other words' };
    const r: ListedBy<typeof BUY> | undefined = refusalOf(err, BUY)?.reason;
    expect(r).toBe('SAMPLE_AREA.gone');
    expect(hasReason(err, BUY, SAMPLE, 'gone')).toBe(true);
    expect(hasReason({ message: '已下架' }, BUY, SAMPLE, 'gone')).toBe(false);
    expect(hasReason(null, BUY, SAMPLE, 'tooMany')).toBe(false);
    // @ts-expect-error BUY does not list SAMPLE_AREA.late
    hasReason(err, BUY, SAMPLE, 'late');
    // @ts-expect-error nor any key of OTHER_AREA
    hasReason(err, BUY, OTHER, 'gone');
    // @ts-expect-error a reason outside the list is no reason of this entry
    const wrong: ListedBy<typeof BUY> = 'SAMPLE_AREA.late';
    void wrong;
  });
});
