import { DiffOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  CATALOGUE_MESSAGES,
  CONTENT_TYPE_LABEL,
  formatPriceFen,
  type ContentType,
  type SpuDetail,
  type SpuDetailSku,
} from '@portal/domain';
import { Button, Descriptions, Empty, List, Skeleton, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BuyButtons } from '../cart/index.ts';
import { CompareBar, useCompare } from '../compare/index.ts';
import { FavoriteButton } from './FavoriteButton.tsx';
import {
  MatchButton,
  ProductImage,
  track,
  useShops,
  useSkuAttrs,
  useSpuDetail,
  useSpuRelated,
} from '../catalogue/index.ts';
import { detailPath } from '../content/index.ts';
import { ProductPromotions } from '../promotion/index.ts';
import '../../styles/product.css';

/** /product/detail?id=spuNo: models with price, stock and parameters; pictures, attachments, accessories, suites, shops. */
export default function ProductDetailPage() {
  const [params, setParams] = useSearchParams();
  const spuNo = params.get('id') ?? '';
  const detail = useSpuDetail(spuNo);
  const shops = useShops(detail.data ? spuNo : '');
  const { add } = useCompare();
  const d = detail.data;
  const skuNo = params.get('sku');
  const sku: SpuDetailSku | undefined =
    d?.skus.find((k) => k.skuNo === skuNo) ?? d?.skus.find((k) => k.status === 0) ?? d?.skus[0];
  const [pic, setPic] = useState(0);

  useEffect(() => {
    if (spuNo) track('spu_view', spuNo);
  }, [spuNo]);

  if (detail.isLoading)
    return (
      <div className="detail-loading">
        <Skeleton active />
      </div>
    );
  if (!d || !sku) {
    return (
      // Empty, not antd's Result: the detail's first screen stays within its script budget (issue 22).
      <Empty style={{ padding: '64px 0' }} description={<h3>{CATALOGUE_MESSAGES.spuNotFound}</h3>}>
        <Link to="/product">
          <Button type="primary">浏览全部产品</Button>
        </Link>
      </Empty>
    );
  }
  const pics = sku.mainPics.length ? sku.mainPics : [sku.picUrl ?? d.picUrl].filter((x): x is string => !!x);
  const delisted = sku.status === 1;

  return (
    <div className="product-detail">
      <div className="detail-top">
        <DetailGallery pics={pics} alt={sku.skuName} delisted={delisted} pic={pic} onPick={setPic} />
        <div className="detail-info">
          <h1 className="detail-title">{d.spuName}</h1>
          <div className="detail-desc">{d.spuDesc}</div>
          <div className="detail-price-box">
            <span className="muted" data-testid="detail-price-label">
              {d.priceLabel}
            </span>
            <span className="price big" data-testid="detail-price">
              {formatPriceFen(sku.price)}
            </span>
            {sku.marketPrice ? <span className="muted strike">{formatPriceFen(sku.marketPrice)}</span> : null}
          </div>
          <ProductPromotions skuNos={d.skus.map((k) => k.skuNo)} skuNo={sku.skuNo} />
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="品牌">{d.brandName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="分类">
              {d.firstCatagoryName} &gt; {d.secondCatagoryName}
            </Descriptions.Item>
            <Descriptions.Item label="型号">{sku.model}</Descriptions.Item>
            <Descriptions.Item label="库存">{sku.stock > 0 ? `${sku.stock}${sku.unit}` : '暂时缺货'}</Descriptions.Item>
            <Descriptions.Item label="配送">
              <Link to={`/product/addressExpect?id=${encodeURIComponent(d.spuNo)}`}>查看配送地址与运费</Link>
            </Descriptions.Item>
          </Descriptions>
          <div className="detail-models">
            <div className="muted">选择型号（{d.skus.length}）</div>
            <div className="model-list">
              {d.skus.map((k) => (
                <button
                  type="button"
                  key={k.skuNo}
                  className={`model-chip${k.skuNo === sku.skuNo ? ' active' : ''}${k.status === 1 ? ' off' : ''}`}
                  onClick={() => {
                    setPic(0);
                    setParams({ id: spuNo, sku: k.skuNo }, { replace: true });
                  }}
                  title={k.skuName}
                >
                  {k.model}
                  {k.status === 1 ? <Tag style={{ marginLeft: 4 }}>已下架</Tag> : null}
                </button>
              ))}
            </div>
          </div>
          <BuyButtons
            key={sku.skuNo}
            spuNo={d.spuNo}
            skuNo={sku.skuNo}
            priceFen={sku.price}
            stock={sku.stock}
            disabled={delisted}
          />
          <Space wrap>
            <MatchButton spuNo={d.spuNo} skuNo={sku.skuNo} price={sku.price} size="large" />
            <Button
              size="large"
              icon={<DiffOutlined />}
              disabled={delisted}
              onClick={() =>
                void add({
                  spuNo: d.spuNo,
                  skuNo: sku.skuNo,
                  skuName: sku.skuName,
                  spuName: d.spuName,
                  picUrl: sku.picUrl ?? d.picUrl,
                  price: sku.price,
                  skuModel: sku.model,
                  firstCategoryId: d.firstCategoryId,
                  secondCategoryId: d.secondCategoryId,
                  separateCategory: d.separateCategory,
                })
              }
            >
              加入对比
            </Button>
            <FavoriteButton spuNo={d.spuNo} />
          </Space>
        </div>
      </div>

      <DetailTabs detail={d} sku={sku} shops={shops} />

      <RelatedProducts related={d.related} />
      <CompareBar />
    </div>
  );
}

/** The chosen model's pictures: the large one and the thumbnails that choose it. */
function DetailGallery({
  pics,
  alt,
  delisted,
  pic,
  onPick,
}: {
  pics: string[];
  alt: string;
  delisted: boolean;
  pic: number;
  onPick: (i: number) => void;
}) {
  return (
    <div className="detail-gallery">
      <div className="detail-main-pic">
        <ProductImage src={pics[pic] ?? pics[0]} alt={alt} size={380} priority />
        {delisted ? <div className="spu-mask">已下架</div> : null}
      </div>
      <div className="detail-thumbs">
        {pics.map((p, i) => (
          <a key={p} className={i === pic ? 'active' : ''} onClick={() => onPick(i)}>
            <ProductImage src={p} alt="" size={60} />
          </a>
        ))}
      </div>
    </div>
  );
}

/** Parameters, downloads, accessories, suites and the shops that sell the product, one tab each. */
function DetailTabs({
  detail: d,
  sku,
  shops,
}: {
  detail: SpuDetail;
  sku: SpuDetailSku;
  shops: ReturnType<typeof useShops>;
}) {
  // The chosen model's parameter table, loaded where it is shown (the detail itself is lean, issue 47 §1).
  const attrs = useSkuAttrs([sku.skuNo], { params: true });
  return (
    <Tabs
      className="detail-tabs"
      items={[
        {
          key: 'params',
          label: '规格参数',
          children: (
            <Table
              size="small"
              pagination={false}
              rowKey="attrKey"
              showHeader={false}
              loading={attrs.isLoading}
              dataSource={attrs.data?.get(sku.skuNo)?.params ?? []}
              columns={[{ dataIndex: 'attrName', width: 200, className: 'param-name' }, { dataIndex: 'value' }]}
              locale={{ emptyText: '暂无参数' }}
            />
          ),
        },
        {
          key: 'files',
          label: `资料下载（${d.attachments.length}）`,
          children: d.attachments.length ? (
            <List
              dataSource={d.attachments}
              renderItem={(a) => (
                <List.Item>
                  <a href={a.fileUrl} target="_blank" rel="noreferrer">
                    <FilePdfOutlined /> {a.fileTitle}
                  </a>
                  {a.fileType === 7 ? <Tag color="blue">彩页</Tag> : null}
                </List.Item>
              )}
            />
          ) : (
            <Empty description="暂无资料" />
          ),
        },
        {
          key: 'acc',
          label: `配件（${sku.accessories.length}）`,
          children: sku.accessories.length ? (
            <List
              dataSource={sku.accessories}
              renderItem={(a) => (
                <List.Item extra={<span className="price">{formatPriceFen(a.price)}</span>}>
                  <Link to={`/product/detail?id=${encodeURIComponent(a.spuNo)}&sku=${encodeURIComponent(a.skuNo)}`}>
                    {a.skuName}（{a.model}）
                  </Link>
                </List.Item>
              )}
            />
          ) : (
            <Empty description="暂无配件" />
          ),
        },
        {
          key: 'suits',
          label: `相关套装（${d.suits.length}）`,
          children: d.suits.length ? (
            <List
              dataSource={d.suits}
              renderItem={(t) => (
                <List.Item extra={<span className="muted">套装参考价 {formatPriceFen(t.price)}</span>}>
                  <Link to={`/product/suitDetail?id=${encodeURIComponent(t.suitNo)}`}>{t.name}</Link>
                  <span className="muted" style={{ marginLeft: 12 }}>
                    {t.suitDesc}
                  </span>
                </List.Item>
              )}
            />
          ) : (
            <Empty description="暂无套装" />
          ),
        },
        {
          key: 'info',
          label: '相关资讯',
          children: <RelatedInfo spuNo={d.spuNo} />,
        },
        {
          key: 'shops',
          label: '在售店铺',
          children: (
            <List
              loading={shops.isLoading}
              dataSource={shops.data ?? []}
              locale={{ emptyText: '暂无在售店铺' }}
              renderItem={(s) => (
                <List.Item extra={s.contactPhone}>
                  {s.enterpriseName}
                  <span className="muted" style={{ marginLeft: 12 }}>
                    {s.provinceName}
                    {s.cityName}
                  </span>
                </List.Item>
              )}
            />
          ),
        },
      ]}
    />
  );
}

/** Articles, videos, cases and solutions about the family (related info). */
function RelatedInfo({ spuNo }: { spuNo: string }) {
  const related = useSpuRelated(spuNo);
  return (
    <List
      loading={related.isLoading}
      dataSource={related.data ?? []}
      locale={{ emptyText: '暂无相关资讯' }}
      renderItem={(c) => (
        <List.Item extra={<span className="muted">{c.publishedAt?.slice(0, 10)}</span>}>
          <span>
            <Tag>{CONTENT_TYPE_LABEL[c.type as ContentType]}</Tag>
            <Link to={detailPath(c)}>{c.title}</Link>
          </span>
        </List.Item>
      )}
    />
  );
}

/** The related products under the tabs (nothing when there are none). */
function RelatedProducts({ related }: { related: SpuDetail['related'] }) {
  if (!related.length) return null;
  return (
    <div className="detail-related">
      <h3>相关产品</h3>
      <div className="related-grid">
        {related.map((r) => (
          <Link key={r.spuNo} to={`/product/detail?id=${encodeURIComponent(r.spuNo)}`} className="related-card">
            <ProductImage src={r.picUrl} alt={r.spuName} size={120} />
            <div className="spu-card-name">{r.spuName}</div>
            <div className="price">{formatPriceFen(r.minPrice)}</div>
          </Link>
        ))}
      </div>
    </div>
  );
}
