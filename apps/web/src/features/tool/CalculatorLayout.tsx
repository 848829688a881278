import { CALCULATOR_NAV, CALCULATOR_NAV_TITLE } from '@portal/domain';
import { NavLink, Outlet } from 'react-router';
import { useCalculatorUsageReport } from '../calculator/index.ts';
import './tool.css';

/** Security calculator layout: the ten calculator types under '安防计算器类型' beside the calculator. */
export default function CalculatorLayout() {
  useCalculatorUsageReport();
  return (
    <div className="calc-layout">
      <aside className="calc-side">
        <h3>{CALCULATOR_NAV_TITLE}</h3>
        <nav aria-label={CALCULATOR_NAV_TITLE}>
          {CALCULATOR_NAV.map((c) => (
            <NavLink
              key={c.type}
              to={`/tool/calculator/${c.type}`}
              className={({ isActive }) => (isActive ? 'active' : '')}
            >
              {c.label}计算
            </NavLink>
          ))}
        </nav>
      </aside>
      <section className="calc-main">
        <Outlet />
      </section>
    </div>
  );
}
