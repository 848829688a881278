import { sql, type Kysely } from 'kysely';

/**
 * Search synonyms and industry aliases (issue 46): groups of words a dealer uses for the same thing (球机 = 球型摄像机
 * = 快球), each with the phrases where its words mean something else (硬盘 inside 硬盘录像机). Kept by staff at
 * /catalogueManage (audited). The catalogue's read model holds them, so a write raises catalogue_version and sends
 * 'catalogue.changed' like every catalogue table (0180): every instance searches with the new words on its next request.
 * A group is named by its first word, which no other group may have first (lower case; the unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_synonym (
      id int generated always as identity primary key,
      words text[] not null check (cardinality(words) between 2 and 20),
      excludes text[] not null default '{}' check (cardinality(excludes) <= 20),
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index search_synonym_head_key on search_synonym (lower(words[1]));
    create trigger search_synonym_changed after insert or update or delete or truncate on search_synonym
      for each statement execute function catalogue_changed();
    create trigger search_synonym_version before insert or update or delete or truncate on search_synonym
      for each statement execute function catalogue_version_bump();
    insert into search_synonym (words, excludes) values
      ('{球机,球型摄像机,球型网络摄像机,快球,高速球,网络球机,智能球机}', '{}'),
      ('{枪机,枪型,枪型摄像机,枪型网络摄像机,筒型,筒机,筒型摄像机,筒型网络摄像机}', '{}'),
      ('{半球,半球机,半球摄像机,半球网络摄像机}', '{}'),
      ('{海螺,海螺型,海螺机,海螺型网络摄像机}', '{}'),
      ('{硬盘,监控硬盘,监控级硬盘,机械硬盘,sata硬盘}', '{硬盘录像机}'),
      ('{nvr,网络硬盘录像机,网络录像机}', '{}'),
      ('{dvr,同轴录像机,模拟录像机}', '{}'),
      ('{录像机,硬盘录像机,监控主机}', '{}'),
      ('{交换机,网络交换机}', '{}'),
      ('{门禁,门禁机,门禁系统}', '{}'),
      ('{人脸识别,人脸门禁,刷脸,人脸抓拍}', '{}'),
      ('{摄像头,摄像机,监控摄像头,监控摄像机}', '{}'),
      ('{网络摄像机,网络摄像头,ip摄像机}', '{}'),
      ('{网线,双绞线,超五类网线,六类网线}', '{}'),
      ('{ups,不间断电源,ups电源}', '{}'),
      ('{道闸,栏杆机,挡车器}', '{}'),
      ('{拼接屏,液晶拼接屏,大屏}', '{}'),
      ('{光端机,光纤收发器,光电转换器}', '{}'),
      ('{网桥,无线网桥}', '{}'),
      ('{可视对讲,楼宇对讲,对讲}', '{}'),
      ('{车牌识别,车牌识别相机,车牌识别一体机}', '{}');
  `.execute(db);
}
