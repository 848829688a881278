import { sql, type Kysely } from 'kysely';

/**
 * English and trade words a dealer types for the catalogue's things (issue 57): bullet, PTZ, switch, access control
 * (one word: a query's terms are joined when only together they are a staff word), fibre, bracket, intercom … added
 * to the staff's synonym groups (migration 0250; kept at /catalogueManage, audited) and new groups for the categories
 * that had none. Staff edit or disable them as any group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (head: string, words: string[]) =>
    sql`update search_synonym set words = words || ${words}::text[] where lower(words[1]) = ${head}`.execute(db);
  await add('球机', ['ptz', 'speeddome']);
  await add('枪机', ['bullet']);
  await add('半球', ['dome']);
  await add('海螺', ['turret', 'eyeball']);
  await add('硬盘', ['hdd', 'harddisk']);
  await add('交换机', ['switch']);
  await add('门禁', ['accesscontrol']);
  await add('人脸识别', ['face', 'facerecognition']);
  await add('摄像头', ['camera', 'cctv']);
  // not 「ipc」: every camera's model number (HY-IPC-…) holds it, so 网络摄像机 would find them all
  await add('网络摄像机', ['ipcamera']);
  await add('网线', ['cable', 'cat5e', 'cat6']);
  await add('道闸', ['barrier']);
  await add('拼接屏', ['videowall']);
  await add('光端机', ['mediaconverter', 'converter']);
  await add('网桥', ['bridge', 'wirelessbridge']);
  await add('可视对讲', ['intercom', 'videointercom']);
  await add('车牌识别', ['lpr', 'anpr']);
  await sql`
    insert into search_synonym (words, excludes) values
      ('{光纤,光缆,fibre,fiber}', '{光纤收发器}'),
      ('{支架,bracket,mount}', '{}'),
      ('{监视器,显示器,monitor}', '{}'),
      ('{解码器,decoder}', '{}'),
      ('{网络机柜,机柜,cabinet,rack}', '{}'),
      ('{报警主机,alarm}', '{}'),
      ('{探测器,detector,pir}', '{}'),
      ('{通道闸机,闸机,turnstile}', '{}'),
      ('{热成像,thermal}', '{}'),
      ('{鱼眼,fisheye}', '{}'),
      ('{全景,panoramic}', '{}'),
      ('{蓄电池,电池,battery}', '{}'),
      ('{电源适配器,适配器,adapter}', '{}'),
      ('{读卡器,cardreader}', '{}'),
      ('{电锁,磁力锁,lock}', '{智能门锁}'),
      ('{raid,磁盘阵列}', '{}'),
      ('{功放,amplifier}', '{}'),
      ('{音柱,speaker}', '{}'),
      ('{平台软件,software}', '{}')
    on conflict do nothing;
  `.execute(db);
}
