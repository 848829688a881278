import { calculatorLabel } from '@portal/domain';
import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ComingSoon.tsx';

/** Placeholder: the calculators issue replaces this page. */
export default function CalculatorPage() {
  const { type = '' } = useParams();
  const label = calculatorLabel(type);
  return <ComingSoon title={label ? `${label}计算器` : '安防计算器'} />;
}
