/** Memoised editing cells of a line: a keystroke re-renders only its own row's cells. */
import {
  RATE_INPUT_MAX_LENGTH,
  RATE_PRICE_INPUT_MAX_LENGTH,
  formatFen,
  formatRate,
  isRateLocked,
  listQuantityRule,
  priceLabel,
  sanitizeDecimalInput,
  type DesignLine,
} from '@portal/domain';
import { PictureOutlined } from '@ant-design/icons';
import { Input, InputNumber } from 'antd';
import { useApp } from '../../../components/feedback/useApp.ts';
import { memo, useEffect, useState } from 'react';
import { withQuantity, withRate, withRatePrice, type PricingMode } from '../line-edit.ts';

type OnChange = (line: DesignLine) => void;

function DecimalInput({
  value,
  maxLength,
  disabled,
  onType,
  label,
  suffix,
}: {
  value: string;
  maxLength: number;
  disabled?: boolean;
  onType: (text: string, final: boolean) => void;
  label: string;
  suffix?: string;
}) {
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value);
  }, [value, focused]);
  return (
    <Input
      size="small"
      aria-label={label}
      value={text}
      disabled={disabled}
      maxLength={maxLength}
      suffix={suffix}
      style={{ width: 92 }}
      onFocus={() => setFocused(true)}
      onChange={(e) => {
        const t = sanitizeDecimalInput(e.target.value, maxLength);
        setText(t);
        onType(t, false);
      }}
      onBlur={() => {
        setFocused(false);
        onType(text, true);
      }}
    />
  );
}

interface PricingCellProps {
  line: DesignLine;
  onChange: OnChange;
  /** The list's caps, or the selection flow's (part 2 §5). */
  mode: PricingMode;
}

export const RateCell = memo(function RateCell({ line, onChange, mode }: PricingCellProps) {
  return (
    <DecimalInput
      label="折扣率"
      value={formatRate(line.rate)}
      maxLength={RATE_INPUT_MAX_LENGTH}
      disabled={isRateLocked(line.price)}
      suffix="%"
      // While typing an empty field stays empty; on blur it takes the rule's value.
      onType={(t, final) => (final || t !== '' ? onChange(withRate(line, t, mode)) : undefined)}
    />
  );
});

export const RatePriceCell = memo(function RatePriceCell({ line, onChange, mode }: PricingCellProps) {
  return (
    <DecimalInput
      label="折后价"
      value={formatFen(line.ratePrice)}
      maxLength={RATE_PRICE_INPUT_MAX_LENGTH}
      disabled={isRateLocked(line.price)}
      onType={(t, final) => (final || t !== '' ? onChange(withRatePrice(line, t, mode)) : undefined)}
    />
  );
});

export const QuantityCell = memo(function QuantityCell({ line, onChange }: { line: DesignLine; onChange: OnChange }) {
  const { message } = useApp();
  const rule = listQuantityRule({ maxNum: line.maxNum, skuType: line.skuType, priceFen: line.price });
  return (
    <InputNumber
      size="small"
      aria-label="数量"
      min={rule.min}
      max={rule.max}
      precision={0}
      value={line.quantity}
      style={{ width: 72 }}
      onChange={(v) => {
        if (v === null) return;
        const r = withQuantity(line, v);
        if (r.message) message.warning(r.message);
        onChange(r.line);
      }}
      onBlur={(e) => {
        const r = withQuantity(line, (e.target as HTMLInputElement).value);
        if (r.message) message.warning(r.message);
        if (r.line.quantity !== line.quantity) onChange(r.line);
      }}
    />
  );
});

export const AmountCell = memo(function AmountCell({ amount }: { amount: number }) {
  return <span className="do-amount">¥{formatFen(amount)}</span>;
});

export function PriceText({ price, skuType }: { price: number | null; skuType?: number }) {
  const label = priceLabel(price, skuType);
  return (
    <span className={price === null ? 'do-muted' : ''}>{price === null || label === '免费' ? label : `¥${label}`}</span>
  );
}

export function LineImage({ src, alt, deactivated }: { src: string | null; alt: string; deactivated?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="do-image">
      {src && !failed ? (
        <img src={src} alt={alt} width={56} height={56} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <PictureOutlined style={{ fontSize: 22, color: '#ccc' }} />
      )}
      {deactivated ? <span className="do-image-mask">已下架</span> : null}
    </span>
  );
}
