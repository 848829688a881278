/**
 * /tool/designOrder/quotation?id= — the quotation's print view (issue 44 §5): the sheet the dealer hands the
 * customer, as the server computes it (lines, subtotal, tax, total, the total in capitals, validity, terms, seal
 * area), with its settings, printing (the browser prints the sheet alone) and the PDF and xlsx files.
 */
import { formatFenGrouped, formatRate, SURVEY_SYSTEM_MESSAGES, thumbnailUrl, type QuotationView } from '@portal/domain';
import { Alert, Button, Result, Space, Spin } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadQuotationFile, useQuotationView } from './quotation-queries.ts';
import { QuotationSettings } from './QuotationSettings.tsx';
import './quotation.css';

const yuan = (fen: number) => `¥${formatFenGrouped(fen)}`;

export default function QuotationPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const view = useQuotationView(id);
  const navigate = useNavigate();
  const { message } = useApp();
  const [settings, setSettings] = useState(false);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = (kind: 'pdf' | 'xlsx') => {
    if (!view.data) return;
    setBusy(kind);
    downloadQuotationFile(id, view.data.orderName, kind)
      .catch((e: Error) => message.error(e.message))
      .finally(() => setBusy(null));
  };

  if (!id || view.isError) return <Result status="404" title="设计单不存在" />;
  if (!view.data) return <Spin className="quotation-loading" />;
  return (
    <div className="quotation-page">
      <div className="quotation-toolbar">
        <Button onClick={() => navigate(`/tool/designOrder/detail?id=${id}`)}>返回设计单</Button>
        <Space>
          <Button onClick={() => setSettings(true)}>报价设置</Button>
          <Button onClick={() => window.print()}>打印</Button>
          <Button loading={busy === 'xlsx'} disabled={view.data.billStale} onClick={() => download('xlsx')}>
            下载 Excel
          </Button>
          <Button
            type="primary"
            loading={busy === 'pdf'}
            disabled={view.data.billStale}
            onClick={() => download('pdf')}
          >
            下载 PDF
          </Button>
        </Space>
      </div>
      {view.data.billStale && (
        <Alert
          className="quotation-stale"
          type="warning"
          showIcon
          message={SURVEY_SYSTEM_MESSAGES.billStale}
          data-testid="quotation-stale"
        />
      )}
      <QuotationSheet v={view.data} />
      <QuotationSettings open={settings} onClose={() => setSettings(false)} />
    </div>
  );
}

function QuotationSheet({ v }: { v: QuotationView }) {
  const p = v.profile;
  return (
    <article className="quotation-sheet" data-testid="quotation-sheet">
      <header className="quotation-head">
        {p.logoUrl && <img src={p.logoUrl} alt="企业标志" className="quotation-logo" />}
        <div className="quotation-company">
          <h2>{p.companyName}</h2>
          <div>
            {p.contactName && <span>联系人：{p.contactName}</span>}
            {p.phone && <span>电话：{p.phone}</span>}
          </div>
          {p.address && <div>地址：{p.address}</div>}
        </div>
        <h1>报 价 单</h1>
      </header>
      <dl className="quotation-info">
        <dt>报价单号</dt>
        <dd>{v.orderNo}</dd>
        <dt>报价日期</dt>
        <dd>{v.quotedOn}</dd>
        <dt>项目名称</dt>
        <dd>{v.orderName}</dd>
        <dt>有效期至</dt>
        <dd>{v.validUntil}</dd>
        <dt>客户</dt>
        <dd>{v.customer.name ?? '—'}</dd>
        <dt>客户电话</dt>
        <dd>{v.customer.phone ?? '—'}</dd>
        {v.sceneName && (
          <>
            <dt>应用场景</dt>
            <dd>{v.sceneName}</dd>
          </>
        )}
      </dl>
      <table className="quotation-lines">
        <thead>
          <tr>
            <th>序号</th>
            <th>图片</th>
            <th>产品名称 / 型号</th>
            <th>规格参数</th>
            <th>来源</th>
            <th className="num">数量</th>
            <th className="num">单价(元)</th>
            <th className="num">金额(元)</th>
          </tr>
        </thead>
        <tbody>
          {v.lines.map((l) => (
            <tr key={l.no}>
              <td>{l.no}</td>
              <td>{l.image && <img src={thumbnailUrl(l.image)} alt={l.productModel} loading="lazy" />}</td>
              <td>
                <div>{l.productName}</div>
                <div className="quotation-model">
                  {l.productModel}
                  {l.brandName ? `（${l.brandName}）` : ''}
                </div>
              </td>
              <td className="quotation-spec">{l.spec || '—'}</td>
              <td>{l.source}</td>
              <td className="num">{l.quantity}</td>
              <td className="num">{l.price === null ? '暂无价格' : formatFenGrouped(l.unitPrice)}</td>
              <td className="num">{formatFenGrouped(l.amount)}</td>
            </tr>
          ))}
          {!v.lines.length && (
            <tr>
              <td colSpan={8} className="quotation-empty">
                暂无产品
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="quotation-totals" data-testid="quotation-totals">
        <div>
          <span>原价合计</span>
          <b>{yuan(v.originalAmount)}</b>
        </div>
        <div>
          <span>优惠金额</span>
          <b>{yuan(v.preferential)}</b>
        </div>
        <div>
          <span>小计（不含税）</span>
          <b>{yuan(v.subtotal)}</b>
        </div>
        <div>
          <span>税额（税率 {formatRate(p.taxRate)}%）</span>
          <b>{yuan(v.tax)}</b>
        </div>
        <div className="quotation-total">
          <span>合计（含税）</span>
          <b>{yuan(v.total)}</b>
        </div>
        <div className="quotation-words">合计金额（大写）：人民币{v.totalInWords}</div>
      </div>
      <section className="quotation-terms">
        <h3>报价说明</h3>
        {v.remark && <p>备注：{v.remark}</p>}
        <p>
          本报价有效期至 {v.validUntil}（{p.validityDays} 天）。
        </p>
        {p.terms.split('\n').map((t, i) => (
          <p key={i}>{t}</p>
        ))}
        {v.surveyed && (
          <p className="quotation-note">本项目已勘测：PDF 报价单附平面图（监控范围、设备、线缆）与线缆清单。</p>
        )}
      </section>
      <footer className="quotation-seals">
        <div>
          <div>客户确认（签字 / 盖章）</div>
          <div>日期：</div>
        </div>
        <div>
          <div>报价单位：{p.companyName}</div>
          <div className="quotation-seal-mark">（盖章处）</div>
          <div>日期：{v.quotedOn}</div>
        </div>
      </footer>
    </article>
  );
}
