// @vitest-environment jsdom
import { BarChart } from '@mui/x-charts/BarChart';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render';
import { valueAxis } from '../format';

function Chart({ lang }: { lang: 'en' | 'de' }) {
  return (
    <BarChart
      width={400}
      height={300}
      dataset={[{ month: 'Jan', cost: 1500 }]}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[valueAxis(lang, { width: 64 })]}
      series={[{ dataKey: 'cost' }]}
    />
  );
}

describe('a report chart’s value axis', () => {
  it('writes its ticks with German grouping on a German page', () => {
    renderWithApp(<Chart lang="de" />, { language: 'de' });
    expect(screen.getAllByText('1.000').length).toBeGreaterThan(0);
    expect(screen.queryByText('1,000')).toBeNull();
  });

  it('and with English grouping on an English one', () => {
    renderWithApp(<Chart lang="en" />);
    expect(screen.getAllByText('1,000').length).toBeGreaterThan(0);
  });
});
