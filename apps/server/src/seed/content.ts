/**
 * Demo data of the content centre: categories, news articles, videos of the four video kinds (real MP4 made by
 * ffmpeg at seed time, content-media.ts), customer cases, industry solutions, the static pages, marketing materials
 * (a category tree and files of several types, all made here) and a few clues for the footer marquee. Media go
 * through the file store. Idempotent: skipped when content exists.
 */
import type { Kysely } from 'kysely';
import { fileTypeOf } from '@portal/domain';
import type { DB } from '../db/schema.ts';
import type { FileStore } from '../files/index.ts';
import { sanitizeRichText } from '../modules/content/index.ts';
import { makeVideo } from './content-media.ts';
import { STATIC_PAGES } from './content-pages.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 9, 31, 2, 0, 0);

const VIDEOS: [code: string, title: string, summary: string, hue: number, source: string][] = [
  ['application', '园区周界防范应用演示', '双光摄像机在园区周界的越界侦测与声光警戒', 0, 'testsrc2'],
  ['application', '智能门禁通行应用', '人脸门禁一体机在写字楼通道的通行演示', 60, 'testsrc'],
  ['industry', '智慧交通行业方案视频', '路口卡口与电子警察的部署方式', 120, 'testsrc2'],
  ['industry', '平安校园行业视频', '校园出入口、教室与操场的视频覆盖', 180, 'smptebars'],
  ['scene', '停车场场景视频', '车牌识别与车位引导的场景演示', 240, 'testsrc'],
  ['sku', '400万像素红外网络摄像机产品视频', '外观、安装与夜视效果', 300, 'testsrc2'],
];

const ARTICLES: [title: string, summary: string, body: string][] = [
  [
    '海昱安防发布新一代全彩摄像机',
    '全系支持暖光全彩与智能双光，夜间也能看清颜色',
    '<p>本次发布的全彩摄像机采用大光圈镜头与高灵敏度传感器，在微光环境下依然能呈现彩色画面。</p><h3>主要特点</h3><ul><li>暖光补光，夜间全彩</li><li>智能双光，按需补光</li><li>人车分类，减少误报</li></ul>',
  ],
  [
    '2026年经销商大会在杭州召开',
    '全国四百余家经销商参会，共商渠道发展',
    '<p>大会围绕渠道赋能、方案配单与服务体系展开交流，并发布了新的经销商权益。</p>',
  ],
  [
    '硬盘录像机选型指南',
    '路数、码流与硬盘容量如何计算',
    '<p>选型时先确定接入路数与码流，再按存储天数计算硬盘容量，可使用<a href="/tool/calculator/aVideoCapacity">安防计算器</a>快速估算。</p>',
  ],
  [
    'PoE交换机供电预算怎么算',
    '从单口功率到整机预算的计算方法',
    '<p>PoE 供电预算等于所有受电设备功率之和再留出 20% 余量。</p>',
  ],
  [
    '安防工程施工规范要点',
    '布线、接地与防雷的常见问题',
    '<p>室外立杆需做好接地与防雷，线缆穿管敷设，接头做防水处理。</p>',
  ],
  ['人脸识别门禁的隐私保护', '数据最小化与本地存储', '<p>人脸特征值应本地加密存储，访问记录按规定期限保存。</p>'],
];

const CASES: [title: string, industryId: number, summary: string][] = [
  ['某市平安城市二期项目', 1, '全市 1200 个点位高清化改造，接入市级视频共享平台'],
  ['某高速公路收费站监控项目', 2, '收费广场与车道全覆盖，车牌识别准确率 99%'],
  ['某大学智慧校园项目', 3, '教学楼、宿舍与周界一体化防范'],
  ['某三甲医院安防升级项目', 4, '重点区域人脸布控与一键报警联动'],
];

const SOLUTIONS: [title: string, industryId: number, summary: string][] = [
  ['平安城市视频监控解决方案', 1, '高点全景、卡口与治安监控一体化'],
  ['智慧交通综合解决方案', 2, '电子警察、卡口与交通诱导'],
  ['平安校园解决方案', 3, '出入口管控、周界防范与明厨亮灶'],
  ['智慧医院解决方案', 4, '医患安全、药品管理与停车引导'],
  ['金融网点安防解决方案', 5, '营业厅、自助银行与金库监控'],
  ['智慧楼宇解决方案', 6, '门禁、梯控、访客与停车一体化'],
];

const MATERIAL_TREE: [name: string, children: string[]][] = [
  ['产品资料', ['摄像机', '录像机']],
  ['营销海报', []],
  ['培训资料', []],
];

export async function seedContent(db: Kysely<DB>, store: FileStore, log: (m: string) => void): Promise<void> {
  if (await db.selectFrom('content').select('id').limit(1).executeTakeFirst()) return;
  const started = Date.now();
  const clips = await Promise.all(VIDEOS.map(([, , , hue, source], i) => makeVideo(hue, 3 + (i % 3), source)));
  const media: { video: string; poster: string; seconds: number }[] = [];
  for (const [i, c] of clips.entries()) {
    media.push({
      video: await store.put(`content/video/demo-${i + 1}.mp4`, c.video, 'video/mp4'),
      poster: await store.put(`content/video/demo-${i + 1}.jpg`, c.poster, 'image/jpeg'),
      seconds: c.seconds,
    });
  }
  const guide = await store.put(
    'content/files/hdd-guide.txt',
    Buffer.from('硬盘录像机选型指南\n1. 确定接入路数\n2. 确定码流\n3. 按存储天数计算硬盘容量\n', 'utf8'),
    'text/plain; charset=utf-8',
  );
  await db.transaction().execute(async (trx) => {
    const cats = await trx
      .insertInto('content_category')
      .values([
        { type: 0, code: 'news', name: '新闻资讯', sort: 1 },
        { type: 0, code: 'guide', name: '技术文章', sort: 2 },
        { type: 1, code: 'application', name: '应用视频', sort: 1 },
        { type: 1, code: 'industry', name: '行业视频', sort: 2 },
        { type: 1, code: 'scene', name: '场景视频', sort: 3 },
        { type: 1, code: 'sku', name: '产品视频', sort: 4 },
      ])
      .returning(['id', 'code'])
      .execute();
    const cat = (code: string) => cats.find((c) => c.code === code)!.id;
    const at = (i: number) => new Date(NOW - i * 3 * DAY);
    const rows = [
      ...ARTICLES.map(([title, summary, body], i) => ({
        type: 0,
        category_id: cat(i < 2 ? 'news' : i % 2 ? 'guide' : 'news'),
        title,
        summary,
        cover_url: media[i % media.length]!.poster,
        body_html: sanitizeRichText(body + `<p><img src="${media[i % media.length]!.poster}" alt="${title}"></p>`),
        hot: i < 3,
        published_at: at(i),
        view_count: 120 - i * 9,
      })),
      ...VIDEOS.map(([code, title, summary], i) => ({
        type: 1,
        category_id: cat(code),
        title,
        summary,
        video_url: media[i]!.video,
        poster_url: media[i]!.poster,
        cover_url: media[i]!.poster,
        duration_seconds: media[i]!.seconds,
        body_html: sanitizeRichText(`<p>${summary}。</p>`),
        hot: i < 2,
        published_at: at(i + 1),
        view_count: 300 - i * 17,
      })),
      ...CASES.map(([title, industry, summary], i) => ({
        type: 2,
        industry_id: industry,
        title,
        summary,
        cover_url: media[(i + 2) % media.length]!.poster,
        body_html: sanitizeRichText(
          `<h3>项目背景</h3><p>${summary}。</p><h3>实施效果</h3><p>项目按期交付，运行稳定。</p>`,
        ),
        published_at: at(i + 2),
        view_count: 80 - i * 5,
      })),
      ...SOLUTIONS.map(([title, industry, summary], i) => ({
        type: 3,
        industry_id: industry,
        title,
        summary,
        cover_url: media[(i + 1) % media.length]!.poster,
        body_html: sanitizeRichText(
          `<h3>方案概述</h3><p>${summary}。</p><h3>方案架构</h3><p>前端感知、传输网络、存储与管理平台四层架构。</p>`,
        ),
        hot: i < 4,
        published_at: at(i),
        view_count: 200 - i * 11,
      })),
    ].map((r) => ({ status: 1, ...r }));
    const ids = await trx.insertInto('content').values(rows).returning(['id', 'title']).execute();
    const hdd = ids.find((r) => r.title === '硬盘录像机选型指南')!;
    await trx
      .insertInto('content_attachment')
      .values({ content_id: hdd.id, name: '硬盘录像机选型指南.txt', url: guide, file_type: 'txt', size_bytes: 80 })
      .execute();
    await trx
      .insertInto('static_page')
      .values(STATIC_PAGES.map(([code, title, body]) => ({ code, title, body_html: sanitizeRichText(body) })))
      .execute();
    // Clues and materials hang on no seeded table, so a reset (truncate … cascade) keeps them: add them once.
    if (!(await trx.selectFrom('clue').select('id').limit(1).executeTakeFirst()))
      await trx
        .insertInto('clue')
        .values([
          { name: '王先生', phone: '13912345678', company: '杭州某物业公司', demand: '小区监控改造' },
          { name: '李女士', phone: '13698765432', company: '宁波某学校', demand: '校园出入口人脸门禁' },
          { name: '赵经理', phone: '13711112222', company: '温州某工厂', demand: '厂区周界防范' },
        ])
        .execute();
    if (!(await trx.selectFrom('material_category').select('id').limit(1).executeTakeFirst()))
      await seedMaterials(trx, store, media);
  });
  log(
    `资讯内容已载入：${ids(ARTICLES, VIDEOS, CASES, SOLUTIONS)} 条，演示视频 ${clips.length} 个（${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
  );
}

const ids = (...lists: unknown[][]) => lists.reduce((n, l) => n + l.length, 0);

async function seedMaterials(
  trx: Kysely<DB>,
  store: FileStore,
  media: { video: string; poster: string }[],
): Promise<void> {
  const byName = new Map<string, number>();
  for (const [i, [name, children]] of MATERIAL_TREE.entries()) {
    const top = await trx
      .insertInto('material_category')
      .values({ name, sort: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    byName.set(name, top.id);
    for (const [j, child] of children.entries()) {
      const c = await trx
        .insertInto('material_category')
        .values({ name: child, parent_id: top.id, sort: j })
        .returning('id')
        .executeTakeFirstOrThrow();
      byName.set(child, c.id);
    }
  }
  const keyOf = (url: string) => url.replace(/^\/(static|files)\//, '');
  const text = async (key: string, body: string) => {
    await store.put(key, Buffer.from(body, 'utf8'), 'text/plain; charset=utf-8');
    return key;
  };
  const files: [category: string, name: string, key: string][] = [
    [
      '摄像机',
      '网络摄像机产品手册.txt',
      await text('materials/camera-manual.txt', '网络摄像机产品手册\n型号、参数与安装说明。\n'),
    ],
    ['摄像机', '摄像机安装示意图.jpg', keyOf(media[0]!.poster)],
    [
      '录像机',
      '硬盘录像机参数表.txt',
      await text('materials/nvr-specs.txt', '型号,路数,硬盘位\nHY-NVR8,8,1\nHY-NVR16,16,2\n'),
    ],
    ['营销海报', '全彩摄像机海报.jpg', keyOf(media[1]!.poster)],
    ['营销海报', '平安校园海报.jpg', keyOf(media[3]!.poster)],
    ['培训资料', '门禁安装培训视频.mp4', keyOf(media[1]!.video)],
    [
      '培训资料',
      '经销商培训讲义.txt',
      await text('materials/training.txt', '经销商培训讲义\n一、产品线介绍\n二、配单工具\n三、售后流程\n'),
    ],
  ];
  for (const [category, name, key] of files) {
    const f = await store.get(key);
    await trx
      .insertInto('material_file')
      .values({
        category_id: byName.get(category)!,
        name,
        file_type: fileTypeOf(name),
        file_key: key,
        size_bytes: f?.body.length ?? 0,
      })
      .execute();
  }
}
