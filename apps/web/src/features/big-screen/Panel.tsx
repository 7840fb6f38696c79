import type { ReactNode } from 'react';
import { Chart } from '../../lib/charts/Chart';
import type { ChartSpec } from './options';

/** A framed area of the big screen with its title. */
export function Panel({
  title,
  extra,
  className,
  children,
}: {
  title: string;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`zj-bs-panel${className ? ` ${className}` : ''}`} aria-label={title}>
      <header className="zj-bs-panel-head">
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="zj-bs-panel-body">{children}</div>
    </section>
  );
}

/** The shared chart in its dark theme, filling its panel. */
export function ScreenChart({ spec, title }: { spec: ChartSpec; title: string }) {
  return <Chart dark option={spec.option} table={spec.table} title={title} height="100%" />;
}
