import { CONTENT_MESSAGES, POLICY_MESSAGES, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const A = '/api-cloud-merchant-service';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function multipart(field: string, name: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----portal' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDrivers())('content centre on %s', (driver) => {
  let ctx: TestContext;
  let staff: string;
  let user: string;
  let other: string;
  let articleId: number;
  const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, `${A}${url}`, payload);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13900018001', isSales: true });
    await createAccount(ctx.database.db, { phone: '13900018002' });
    await createAccount(ctx.database.db, { phone: '13900018003' });
    staff = await loginToken(ctx, '13900018001');
    user = await loginToken(ctx, '13900018002');
    other = await loginToken(ctx, '13900018003');
  });
  afterAll(() => ctx.close());

  const upload = (token: string, kind: string, name: string, data: Buffer) => {
    const m = multipart('file', name, data);
    return ctx.app.inject({
      method: 'POST',
      url: `${A}/v1/content/manage/upload?kind=${kind}`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };

  it('the staff publishes an article whose rich text is sanitised; visitors read it and find it by a Chinese fragment', async () => {
    const pic = (await upload(staff, 'image', 'a.png', PNG)).json();
    expect(pic.code).toBe(0);
    expect(pic.data.url).toMatch(/^\/static\/uploads\/content\/[0-9a-f]+\.png$/);
    const body =
      `<p onclick="alert(1)">全彩<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p>` +
      `<img src="${pic.data.url}" onerror="alert(2)"><img src="https://evil.example/x.png"><a href="https://example.com/" target="_blank">外链</a>`;
    const saved = (
      await as(staff, 'POST', '/v1/content/manage/save', {
        type: 0,
        title: '智能双光摄像机上市',
        summary: '夜间全彩',
        bodyHtml: body,
        publish: true,
        attachments: [{ name: '说明.png', url: pic.data.url, sizeBytes: PNG.length }],
      })
    ).json();
    expect(saved.code).toBe(0);
    articleId = saved.data.contentId;
    const html: string = saved.data.bodyHtml;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/);
    expect(html).toContain(`<img src="${pic.data.url}" />`);
    expect(html).toContain('rel="noopener noreferrer"');

    const detail = (await as(null, 'GET', `/open/v1/information/detail?contentId=${articleId}&scope=2`)).json();
    expect(detail.data).toMatchObject({ title: '智能双光摄像机上市', empowermentType: 0, liked: false });
    expect(detail.data.attachments[0]).toMatchObject({ name: '说明.png', fileType: 'image' });
    for (const kw of ['双光', '光摄', '上市', '智能双光摄像机']) {
      const found = (await as(null, 'GET', `/open/v1/information/page?keyword=${encodeURIComponent(kw)}`)).json();
      expect(found.data.map((c: { contentId: number }) => c.contentId)).toContain(articleId);
    }
    expect(
      (await as(null, 'GET', `/open/v1/information/page?keyword=${encodeURIComponent('录像机')}`)).json().count,
    ).toBe(0);
    // the search's synonyms (staff's, migration 0250): 摄像头 = 摄像机
    const alias = (await as(null, 'GET', `/open/v1/information/page?keyword=${encodeURIComponent('摄像头')}`)).json();
    expect(alias.data.map((c: { contentId: number }) => c.contentId)).toContain(articleId);
  });

  it('a video upload must be a real MP4; unpublished content is gone for visitors', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]);
    const refused = await upload(staff, 'video', 'movie.mp4', exe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('仅支持 MP4 格式的视频');
    const big = await upload(staff, 'image', 'big.png', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe('上传文件大小不能超过10MB');
    expect((await upload(user, 'image', 'a.png', PNG)).json().msg).toBe(POLICY_MESSAGES.staff);
    const noVideo = (await as(staff, 'POST', '/v1/content/manage/save', { type: 1, title: '无视频' })).json();
    expect(noVideo.msg).toBe('请上传视频');
    const outside = (
      await as(staff, 'POST', '/v1/content/manage/save', {
        type: 1,
        title: '外链',
        videoUrl: 'https://x.example/v.mp4',
      })
    ).json();
    expect(outside.msg).toBe('文件地址不正确，请重新上传');

    const draft = (await as(staff, 'POST', '/v1/content/manage/save', { type: 2, title: '草稿案例' })).json().data;
    expect((await as(null, 'GET', `/open/v1/information/detail?contentId=${draft.contentId}`)).json()).toMatchObject({
      code: 404,
      msg: '内容不存在或已下架',
    });
    await as(staff, 'POST', '/v1/content/manage/status', { contentId: draft.contentId, status: 1 });
    expect((await as(null, 'GET', `/open/v1/information/detail?contentId=${draft.contentId}`)).json().code).toBe(0);
    await as(staff, 'POST', '/v1/content/manage/status', { contentId: draft.contentId, status: 2 });
    expect((await as(null, 'GET', `/open/v1/information/detail?contentId=${draft.contentId}`)).statusCode).toBe(404);
    expect((await as(staff, 'POST', '/v1/content/manage/delete', { contentId: draft.contentId })).json().code).toBe(0);
    expect((await as(staff, 'POST', '/v1/content/manage/delete', { contentId: draft.contentId })).statusCode).toBe(404);
    expect((await as(user, 'POST', '/v1/content/manage/status', { contentId: articleId, status: 2 })).statusCode).toBe(
      403,
    );
  });

  it('comments, likes once per account, favourites in the favourite tab, reports once, moderation', async () => {
    const empty = (await as(user, 'POST', '/v1/comment/save', { contentId: articleId, body: '   ' })).json();
    expect(empty).toMatchObject({ code: 400, msg: '请输入评论内容' });
    const long = (
      await as(user, 'POST', '/v1/comment/save', { contentId: articleId, body: '长'.repeat(10_000) })
    ).json();
    expect(long.msg).toBe('评论不能超过500个字');
    const c = (await as(user, 'POST', '/v1/comment/save', { contentId: articleId, body: '  很实用  ' })).json().data;
    expect(c).toMatchObject({ body: '很实用', mine: true });
    const page = (await as(other, 'GET', `/open/v1/comment/pageQuery?contentId=${articleId}`)).json();
    expect(page.count).toBe(1);
    expect(page.data[0]).toMatchObject({ body: '很实用', mine: false, liked: false });

    const likes = await Promise.all(
      [1, 2, 3].map(() => as(user, 'POST', '/v1/content/like', { contentId: articleId })),
    );
    expect(likes.every((r) => r.json().code === 0)).toBe(true);
    const d = (await as(user, 'GET', `/open/v1/information/detail?contentId=${articleId}`)).json().data;
    expect(d).toMatchObject({ likeCount: 1, liked: true, commentCount: 1 });
    expect((await as(user, 'POST', '/v1/content/like', { contentId: articleId, on: false })).json().data).toEqual({
      on: false,
      count: 0,
    });
    await as(user, 'POST', '/v1/comment/like', { commentId: c.id });
    expect((await as(user, 'POST', '/v1/comment/like', { commentId: c.id })).json().data.count).toBe(1);

    expect((await as(user, 'POST', '/v1/content/favorite', { contentId: articleId })).json().data.on).toBe(true);
    expect((await as(user, 'GET', '/v1/content/favorite/page?tab=video')).json().count).toBe(0);

    expect((await as(other, 'POST', '/v1/report/submit', { commentId: c.id, reason: '垃圾广告' })).json().code).toBe(0);
    const again = (await as(other, 'POST', '/v1/report/submit', { commentId: c.id, reason: '垃圾广告' })).json();
    expect(again).toMatchObject({ code: 1, reason: 'CONTENT.reportedAlready' });
    const reported = (await as(staff, 'GET', '/v1/comment/manage/page?reported=1')).json();
    expect(reported.data[0]).toMatchObject({ id: c.id, reportCount: 1, reports: ['垃圾广告'] });
    await as(staff, 'POST', '/v1/comment/manage/status', { commentId: c.id, status: 1 });
    expect((await as(null, 'GET', `/open/v1/comment/pageQuery?contentId=${articleId}`)).json().count).toBe(0);

    await as(null, 'POST', '/open/v1/information/view', { contentId: articleId });
    expect((await as(null, 'GET', `/open/v1/information/detail?contentId=${articleId}`)).json().data.viewCount).toBe(1);
    expect((await as(null, 'POST', '/v1/content/like', { contentId: articleId })).statusCode).toBe(401);
    expect((await as(user, 'POST', '/v1/content/like', { contentId: 99999999 })).json().msg).toBe('内容不存在或已下架');
  });

  it('a stored video answers HTTP range requests (206) so the browser can seek', async () => {
    const { fileStoreFor } = await import('../../files/index.ts');
    const url = await fileStoreFor(ctx.config).put('content/video/range-test.mp4', Buffer.alloc(5000, 7), 'video/mp4');
    const res = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 1000-1999/5000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(1000);
    // The same through /files/ (how the S3 store's files are served).
    const viaFiles = await ctx.app.inject({
      method: 'GET',
      url: url.replace('/static/', '/files/'),
      headers: { range: 'bytes=4000-' },
    });
    expect(viaFiles.statusCode).toBe(206);
    expect(viaFiles.headers['content-range']).toBe('bytes 4000-4999/5000');
    expect(viaFiles.rawPayload.length).toBe(1000);
    const outside = await ctx.app.inject({
      method: 'GET',
      url: url.replace('/static/', '/files/'),
      headers: { range: 'bytes=9000-' },
    });
    expect(outside.statusCode).toBe(416);
  });

  it('static pages and bad queries answer in Chinese', async () => {
    expect((await as(null, 'GET', '/open/v1/staticContent?tab=nope')).json().msg).toBe('页面不存在');
    // a page staff have not written yet (a new portal's help article): 404 with its declared reason, not a 500
    await ctx.database.db.deleteFrom('static_page').where('code', '=', 'help').execute();
    const unwritten = await as(null, 'GET', '/open/v1/staticContent?tab=help');
    expect(unwritten.statusCode).toBe(404);
    expect(unwritten.json()).toMatchObject({ msg: '页面不存在', reason: reasonOf(CONTENT_MESSAGES, 'pageNotFound') });
    expect((await as(null, 'GET', '/open/v1/information/detail?contentId=abc')).json().msg).toBe('内容不存在或已下架');
    expect((await as(null, 'GET', `/open/v1/information/page?keyword=${'长'.repeat(60)}`)).json().msg).toBe(
      '搜索内容不能超过50个字',
    );
  });

  it('materials: only certified accounts; one file; several as one zip; unknown ids refused whole', async () => {
    const merchantNo = await createMerchant(ctx.database.db, { enterpriseType: 2, authStatus: 1 });
    await createAccount(ctx.database.db, { phone: '13900018004', identities: [{ merchantNo }] });
    const dealer = await loginToken(ctx, '13900018004');
    const cat = await ctx.database.db
      .insertInto('material_category')
      .values({ name: '海报' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { fileStoreFor } = await import('../../files/index.ts');
    const store = fileStoreFor(ctx.config);
    const ids: number[] = [];
    for (const [i, name] of ['海报.txt', '海报.txt', '手册.txt'].entries()) {
      await store.put(`materials/t${i}.txt`, Buffer.from(`文件${i}`.repeat(100)), 'text/plain');
      const r = await ctx.database.db
        .insertInto('material_file')
        .values({ category_id: cat.id, name, file_type: 'txt', file_key: `materials/t${i}.txt`, size_bytes: 10 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(r.id));
    }
    const refused = await as(user, 'GET', '/v1/marketingEmpowerment/pageQuery');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      msg: '仅已认证的企业可以使用此功能，请先完成企业认证',
      reason: 'POLICY.certified',
    });
    expect((await as(user, 'GET', `/v1/marketingEmpowerment/download/batch?ids=${ids.join(',')}`)).statusCode).toBe(
      403,
    );
    const tree = (await as(dealer, 'GET', '/v1/marketingEmpowerment/fileCategory/tree')).json();
    expect(tree.data).toEqual([{ id: cat.id, name: '海报', children: [] }]);
    expect((await as(dealer, 'GET', `/v1/marketingEmpowerment/pageQuery?categoryId=${cat.id}`)).json().count).toBe(3);
    const one = await as(dealer, 'GET', `/v1/marketingEmpowerment/download?fileId=${ids[2]}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toContain(encodeURIComponent('手册.txt'));
    const zip = await as(dealer, 'GET', `/v1/marketingEmpowerment/download/batch?ids=${ids.join(',')}`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-disposition']).toContain(encodeURIComponent('下载文件.zip'));
    const JSZip = (await import('jszip')).default;
    const opened = await JSZip.loadAsync(zip.rawPayload);
    expect(Object.keys(opened.files).sort()).toEqual(['手册.txt', '海报(2).txt', '海报.txt'].sort());
    expect(await opened.file('海报(2).txt')!.async('string')).toBe('文件1'.repeat(100));
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',');
    expect((await as(dealer, 'GET', `/v1/marketingEmpowerment/download/batch?ids=${many}`)).json().msg).toBe(
      '一次最多下载100个文件',
    );
    const unknown = await as(dealer, 'GET', `/v1/marketingEmpowerment/download/batch?ids=${ids[0]},99999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('文件不存在');
    expect((await as(dealer, 'GET', '/v1/marketingEmpowerment/download/batch?ids=')).json().msg).toBe(
      '请选择要下载的文件',
    );
  });

  it('feedback with a picture, its history, the answer once; clues and the marquee; customer service', async () => {
    const m = multipart('file', 'p.png', PNG, 'image/png');
    const pic = await ctx.app.inject({
      method: 'POST',
      url: `${A}/v1/feedback/upload`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${user}` },
    });
    expect(pic.json().code).toBe(0);
    const url = pic.json().data.url as string;
    expect((await as(user, 'POST', '/v1/feedback/create', { type: 1, body: ' ' })).json().msg).toBe(
      '请描述您的问题或建议',
    );
    expect((await as(user, 'POST', '/v1/feedback/create', { type: 3, body: '问题' })).json().msg).toBe(
      '请选择反馈类型',
    );
    expect(
      (
        await as(user, 'POST', '/v1/feedback/create', { type: 1, body: '问题', pictures: ['https://x.example/a.png'] })
      ).json().msg,
    ).toBe('图片地址不正确，请重新上传');
    const fb = (await as(user, 'POST', '/v1/feedback/create', { type: 1, body: '发货太慢', pictures: [url] })).json()
      .data;
    expect(fb).toMatchObject({ type: 1, status: 0, pictures: [url] });
    expect((await as(user, 'POST', '/v1/feedback/manage/answer', { id: fb.id, answer: '好' })).statusCode).toBe(403);
    expect(
      (await as(staff, 'POST', '/v1/feedback/manage/answer', { id: fb.id, answer: '已催促仓库发货' })).json().code,
    ).toBe(0);
    const again = (await as(staff, 'POST', '/v1/feedback/manage/answer', { id: fb.id, answer: '再答' })).json();
    expect(again.reason).toBe('FEEDBACK.answered');
    const mine = (await as(user, 'GET', '/v1/feedback/page')).json();
    expect(mine.data[0]).toMatchObject({ id: fb.id, status: 1, answer: '已催促仓库发货' });
    // the author hears the answer once, in the message centre (written with the answer)
    const msgs = (await as(user, 'GET', '/v1/message/page?category=service&page=1&size=10')).json();
    expect(msgs.data.filter((x: { title: string }) => x.title === '您的反馈有了回复')).toEqual([
      expect.objectContaining({ body: '您提交的投诉与建议已回复：已催促仓库发货', link: '/aboutUs/contactUs' }),
    ]);
    expect((await as(other, 'GET', '/v1/feedback/page')).json().count).toBe(0);

    expect((await as(null, 'POST', '/open/v1/clue/add', { name: '张三', phone: '123' })).json().msg).toBe(
      '请输入正确的联系人手机号',
    );
    await as(null, 'POST', '/open/v1/clue/add', {
      name: '张三',
      phone: '13911112222',
      company: '某公司',
      demand: '监控改造',
    });
    const marquee = (await as(null, 'GET', '/open/v1/clue/marquee')).json().data;
    expect(marquee[0].text).toBe('张**（某公司）提交了监控改造需求');
    expect(JSON.stringify(marquee)).not.toContain('13911112222');
    expect((await as(null, 'GET', '/open/v1/customerService/query?terminalCode=3')).json().data).toBe(
      '/aboutUs/contactUs',
    );
  });
});
