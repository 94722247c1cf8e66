import { Box, Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';

/**
 * The tab of a page with tabs, kept in `?tab=` so a link or the back button opens it; the first
 * tab is the default and leaves the address clean. Changing the tab drops the other parameters:
 * each tab starts with its own table state (page, sort, search).
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? tabs[0];
  const setTab = (next: T) => setSearchParams(next === tabs[0] ? {} : { tab: next });
  return [tab, setTab];
}

/**
 * The tab bar under a page header: scrollable on phones. Either `onChange` switches tabs in
 * place, or `hrefOf` makes each tab a link.
 */
export function PageTabs<T extends string>({
  tabs,
  value,
  labelOf,
  ariaLabel,
  onChange,
  hrefOf,
  idPrefix,
  spacing = 3,
}: {
  tabs: readonly T[];
  value: T;
  labelOf: (tab: T) => string;
  ariaLabel: string;
  onChange?: (next: T) => void;
  hrefOf?: (tab: T) => string;
  /** Ids for the tabs and their panels (`{idPrefix}-tab-…`, `{idPrefix}-panel-…`). */
  idPrefix?: string;
  /** The space below the bar, in theme units. */
  spacing?: number;
}) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: spacing }}>
      <Tabs
        value={value}
        onChange={onChange ? (_event, next: T) => onChange(next) : undefined}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={ariaLabel}
      >
        {tabs.map((tab) =>
          hrefOf ? (
            <Tab
              key={tab}
              value={tab}
              label={labelOf(tab)}
              component={RouterLink}
              to={hrefOf(tab)}
            />
          ) : (
            <Tab
              key={tab}
              value={tab}
              label={labelOf(tab)}
              id={idPrefix ? `${idPrefix}-tab-${tab}` : undefined}
              aria-controls={idPrefix ? `${idPrefix}-panel-${tab}` : undefined}
            />
          ),
        )}
      </Tabs>
    </Box>
  );
}
