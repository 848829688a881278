/**
 * A board as an xlsx workbook (issue 60 §1: every chart exports), streamed: exceljs's WorkbookWriter writes each row
 * to the response as it is committed, one sheet per chart — 汇总, 销售趋势, 按省份, the dealers or customers, 热销型号,
 * and for the provider 分类, 缺货预警, 设计漏斗, 积分兑换, 售后率, 秒杀活动 and a clicked province's dealers. Money is numbers in yuan with a money
 * format (from fen); text cells are escaped against formula injection.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  BOARD_UNIT_LABEL,
  chinaParts,
  escapeCell,
  sellOutText,
  type Board,
  type BoardInsights,
  type BoardFunnel,
  type BoardNamedRow,
  type BoardNetwork,
} from '@portal/domain';
import ExcelJS from '../../exceljs.ts';

const MONEY = '¥#,##0.00';
const yuan = (fen: number) => fen / 100;
const t = (s: string) => escapeCell(s);

type Cell = string | number;
interface Sheet {
  name: string;
  header: string[];
  money: number[];
  rows: Cell[][];
}

const named = (name: string, party: string, rows: BoardNamedRow[]): Sheet => ({
  name,
  header: [party, '订单数', '已付款(元)', '退款(元)', '净销售额(元)'],
  money: [3, 4, 5],
  rows: rows.map((r) => [t(r.name), r.orders, yuan(r.paidFen), yuan(r.refundFen), yuan(r.netFen)]),
});

const funnelRows = (f: BoardFunnel): Cell[][] => [
  ['新建设计单', f.created],
  ['已报价', f.quoted],
  ['勘测单', f.surveyed],
  ['转化为订单（已付款、未全额退款）', f.ordered],
];

/** A dealer's own design figures, and a second-level dealer's or installer's prices over time. */
function designSheets(b: Board): Sheet[] {
  const sheets: Sheet[] = [];
  if (b.designFunnel) sheets.push({ name: '设计漏斗', header: ['环节', '数量'], money: [], rows: funnelRows(b.designFunnel) }); // prettier-ignore
  if (b.designOrders)
    sheets.push({
      name: '设计单',
      header: ['设计单号', '名称', '创建时间', '金额(元)', '已报价', '已转化为订单'],
      money: [4],
      rows: b.designOrders.map((d) => {
        const at = chinaParts(new Date(d.createdAt));
        return [d.orderNo, t(d.name), `${at.date} ${at.time}`, yuan(d.amountFen), d.quoted ? '是' : '否', d.ordered ? '是' : '否']; // prettier-ignore
      }),
    });
  if (b.prices)
    sheets.push({
      name: '采购单价',
      header: ['型号', ...b.prices.months.map((m) => `${m} 单价(元)`)],
      money: b.prices.months.map((_, i) => i + 2),
      rows: b.prices.models.map((m) => [
        t(m.model),
        ...m.points.map((p) => (p.unitFen === null ? '—' : yuan(p.unitFen))),
      ]),
    });
  return sheets;
}

/** A first-level dealer's second-level network. */
const networkSheet = (n: BoardNetwork): Sheet => ({
  name: `${n.name}下级网络`.slice(0, 31),
  header: ['企业', '类型', '已绑定', '订单数', '已付款(元)', '退款(元)', '净采购额(元)'],
  money: [5, 6, 7],
  rows: [
    ...n.members.map((m) => [t(m.name), m.kind, m.bound ? '是' : '否', m.orders, yuan(m.paidFen), yuan(m.refundFen), yuan(m.netFen)]), // prettier-ignore
    ['合计', '', '', n.totals.orders, yuan(n.totals.paidFen), yuan(n.totals.refundFen), yuan(n.totals.netFen)],
  ],
});

/** The sheets of a board (and the provider's insights, a province's dealers and a dealer's network when given). */
export function boardSheets(
  b: Board,
  opts: {
    party: string;
    insights?: BoardInsights;
    province?: { name: string; dealers: BoardNamedRow[] };
    network?: BoardNetwork;
  },
): Sheet[] {
  const sheets: Sheet[] = [
    {
      name: '汇总',
      header: ['项目', '本期', '上期'],
      money: [],
      rows: [
        ['统计周期', `${BOARD_UNIT_LABEL[b.unit]} ${b.current.from} 至 ${b.current.to}（不含）`, `${b.previous.from} 至 ${b.previous.to}（不含）`], // prettier-ignore
        ['付款订单数', b.totals.orders, b.previousTotals.orders],
        ['已付款(元)', yuan(b.totals.paidFen), yuan(b.previousTotals.paidFen)],
        ['退款(元)', yuan(b.totals.refundFen), yuan(b.previousTotals.refundFen)],
        ['净销售额(元)', yuan(b.totals.netFen), yuan(b.previousTotals.netFen)],
        ['秒杀净销售额(元)', yuan(b.flashSale.netFen), ''],
        ['秒杀订单数', b.flashSale.orders, ''],
        ...(b.waiting
          ? [
              ['待发货订单', b.waiting.shipOrders, ''],
              ['待发货金额(元)', yuan(b.waiting.shipFen), ''],
              ['待处理售后', b.waiting.afterSales, ''],
              ['待开票', b.waiting.invoices, ''],
              ['待开票金额(元)', yuan(b.waiting.invoiceFen), ''],
            ]
          : []),
      ],
    },
    {
      name: '销售趋势',
      header: ['日期', '净销售额(元)', '订单数', '上期日期', '上期净销售额(元)', '上期订单数'],
      money: [2, 5],
      rows: b.series.map((s, i) => {
        const p = b.previousSeries[i];
        return [s.day, yuan(s.netFen), s.orders, p?.day ?? '', p ? yuan(p.netFen) : '', p?.orders ?? ''];
      }),
    },
    named('按省份', '省份', b.byProvince),
    named(opts.party, opts.party, b.byParty),
    {
      name: '热销型号',
      header: ['型号', '销量', '退货数', '净额(元)'],
      money: [4],
      rows: b.topModels.map((m) => [t(m.model), m.units, m.refundUnits, yuan(m.netFen)]),
    },
  ];
  const i = opts.insights;
  if (i)
    sheets.push(
      {
        name: '按分类',
        header: ['一级分类', '净销量', '净额(元)'],
        money: [3],
        rows: i.byCategory.map((c) => [t(c.name), c.units, yuan(c.netFen)]),
      },
      {
        name: '缺货预警',
        header: ['型号', '库存', '近30天净销量', '预计可售天数'],
        money: [],
        rows: i.runOut.map((r) => [t(r.model), r.stock, r.units30, r.daysLeft]),
      },
      {
        name: '设计漏斗',
        header: ['环节', '数量'],
        money: [],
        rows: funnelRows(i.funnel),
      },
      {
        name: '积分兑换',
        header: ['兑换商品', '兑换单数', '件数', '积分', '现金(元)'],
        money: [5],
        rows: [
          ...i.exchanges.items.map((e) => [t(e.name), e.exchanges, e.units, e.credits, yuan(e.cashFen)]),
          ...(
            [
              ['本期合计', i.exchanges.totals],
              ['上期合计', i.exchanges.previousTotals],
            ] as const
          ).map(([label, e]) => [label, e.exchanges, e.units, e.credits, yuan(e.cashFen)]),
        ],
      },
      {
        name: '售后率',
        header: ['型号', '售出件数', '售后件数', '售后单数', '售后率(%)'],
        money: [],
        rows: i.afterSale.map((a) => [t(a.model), a.soldUnits, a.afterSaleUnits, a.requests, a.ratePct ?? '—']),
      },
      {
        name: '秒杀活动',
        header: ['活动', '开始时间', '库存', '售出', '购买人数', '关注人数', '转化率(%)', '售罄用时', '售罄用时(秒)'],
        money: [],
        rows: i.flashSales.map((f) => [
          t(f.title),
          `${chinaParts(new Date(f.startAt)).date} ${chinaParts(new Date(f.startAt)).time}`,
          f.stock,
          f.sold,
          f.buyers,
          f.followers,
          f.conversionPct ?? '—',
          sellOutText(f.sellOutSeconds),
          f.sellOutSeconds ?? '—',
        ]),
      },
    );
  if (opts.province) sheets.push(named(`${opts.province.name}经销商`.slice(0, 31), '经销商', opts.province.dealers));
  if (opts.network) sheets.push(networkSheet(opts.network));
  sheets.push(...designSheets(b));
  return sheets;
}

/** The sheets written as a stream (the caller sends it; an error ends the stream with that error). */
export function streamXlsx(sheets: Sheet[], creator: string): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = creator;
  void (async () => {
    for (const s of sheets) {
      const ws = wb.addWorksheet(s.name);
      ws.columns = s.header.map((h, i) => ({ header: h, key: String(i), width: i === 0 ? 28 : 16 }));
      ws.getRow(1).font = { bold: true };
      ws.getRow(1).commit();
      for (const r of s.rows) {
        const row = ws.addRow(r);
        for (const c of s.money) if (typeof r[c - 1] === 'number') row.getCell(c).numFmt = MONEY;
        row.commit();
      }
      ws.commit();
    }
    await wb.commit();
  })().catch((e: unknown) => out.destroy(e as Error));
  return out;
}
