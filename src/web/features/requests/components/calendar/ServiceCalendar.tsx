import { useCallback, useMemo, useState } from 'react';
import { OfflineNotice } from '#web/components/offline/OfflineNotice';
import { Alert, Box, LinearProgress, Paper, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useCalendarWindow } from '../../api';
import {
  CALENDAR_FILTERS,
  countByFilter,
  filterColour,
  floatingTime,
  matchesFilter,
  mergeShifts,
  singleShifts,
  visibleIn,
  zonedDayStart,
} from '../../calendar-events';
import type { CalendarFilter } from '../../calendar-events';
import { useCalendarA11y } from './useCalendarA11y';
import { CALENDAR_LOCALES, calendarLocale, LIST_DAY_FORMAT } from './calendar-locale';

// Dark text reads on all three pastel state colours (contrast above 4.5:1 on each).
const EVENT_TEXT = '#1d1d1f';
const DAY_MS = 86_400_000;

/**
 * The service calendar ('Dienste'): month, week, day and list views starting on Monday, the
 * visible window's shifts only, merged per request and coloured by state; filter tabs by
 * colour; an event links to its request. Loaded as its own chunk (LazyServiceCalendar).
 */
export default function ServiceCalendar({ departmentId }: { departmentId?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  // A phone starts on the list of the week: a month grid of 390 px shows little.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [filter, setFilter] = useState<CalendarFilter>('all');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [listView, setListView] = useState(phone);
  const shifts = useCalendarWindow(range, departmentId);
  const calendarRef = useCalendarA11y<HTMLDivElement>();

  // Busy until the shifts of the window on screen are in: before FullCalendar reports its first
  // window, while fetching, and while the previous window's shifts stand in for the new one.
  const loading = range === null || shifts.isFetching || shifts.isPlaceholderData;

  // The server sends every shift of a request with a shift in the window, so that runs crossing
  // the window's edge are merged whole; the tabs count only the runs that reach into the window.
  // The grids merge a request's close shifts into one bar (spec 001 section 9); a list shows
  // each shift with its own times.
  const merged = useMemo(
    () => visibleIn((listView ? singleShifts : mergeShifts)(shifts.data?.items ?? []), range),
    [shifts.data, range, listView],
  );
  const counts = useMemo(() => countByFilter(merged), [merged]);
  const events = useMemo<EventInput[]>(
    () =>
      merged
        .filter((event) => matchesFilter(event, filter))
        .map((event) => {
          const colour = filterColour(event.colour);
          return {
            id: event.id,
            title: [
              event.title,
              event.departmentName,
              event.shiftIds.length > 1
                ? t('calendar.shiftCount', { count: event.shiftIds.length })
                : null,
            ]
              .filter(Boolean)
              .join(' · '),
            start: floatingTime(event.start, event.timeZone),
            end: floatingTime(event.end, event.timeZone),
            url: paths.requestDetail(lang, event.requestId),
            backgroundColor: colour,
            borderColor: colour,
            textColor: EVENT_TEXT,
            classNames: [`request-${event.colour}`],
            extendedProps: { requestId: event.requestId, state: event.state },
          };
        }),
    [merged, filter, lang, t],
  );

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    setListView(arg.view.type.startsWith('list'));
    // A day of slack each side: an organisation on another zone than Berlin's has its days
    // shifted by hours; the calendar itself shows only what falls in its view.
    const from = new Date(zonedDayStart(arg.start) - DAY_MS).toISOString();
    const to = new Date(zonedDayStart(arg.end) + DAY_MS).toISOString();
    setRange((current) =>
      current && current.from === from && current.to === to ? current : { from, to },
    );
  }, []);

  const onEventClick = useCallback(
    (arg: EventClickArg) => {
      // The event is a real link (keyboard, new tab); a plain click stays in the app.
      if (arg.jsEvent.ctrlKey || arg.jsEvent.metaKey || arg.jsEvent.shiftKey) return;
      arg.jsEvent.preventDefault();
      void navigate(paths.requestDetail(lang, String(arg.event.extendedProps.requestId)));
    },
    [navigate, lang],
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <OfflineNotice query={shifts} />
      <Tabs
        value={filter}
        onChange={(_event, value: CalendarFilter) => setFilter(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('calendar.filterLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 0, sm: 1 } }}
      >
        {CALENDAR_FILTERS.map((value) => {
          const colour = filterColour(value);
          return (
            <Tab
              key={value}
              value={value}
              sx={{
                minHeight: 48,
                minWidth: 0,
                px: { xs: 1, sm: 2 },
                textTransform: 'none',
                fontWeight: 600,
              }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {colour ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        bgcolor: colour,
                        border: '1px solid rgba(0,0,0,0.15)',
                      }}
                    />
                  ) : null}
                  {t(`calendar.filters.${value}`)}
                  {shifts.data ? (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {counts[value]}
                    </Box>
                  ) : null}
                </Box>
              }
            />
          );
        })}
      </Tabs>
      <Box sx={{ height: 4 }}>
        {shifts.isFetching ? <LinearProgress aria-label={t('calendar.loading')} /> : null}
      </Box>
      {shifts.error ? (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {apiErrorText(t, shifts.error)}
        </Alert>
      ) : null}
      <Box
        ref={calendarRef}
        aria-busy={loading}
        data-loaded-window={loading ? undefined : `${range.from}/${range.to}`}
        sx={(theme) => ({
          p: { xs: 1, sm: 2 },
          '--fc-border-color': theme.palette.divider,
          '--fc-page-bg-color': theme.palette.background.paper,
          '--fc-neutral-bg-color': theme.palette.action.hover,
          '--fc-list-event-hover-bg-color': theme.palette.action.hover,
          '--fc-today-bg-color': theme.palette.action.selected,
          '--fc-button-bg-color': theme.palette.background.paper,
          '--fc-button-border-color': theme.palette.divider,
          '--fc-button-text-color': theme.palette.text.primary,
          '--fc-button-hover-bg-color': theme.palette.action.hover,
          '--fc-button-hover-border-color': theme.palette.divider,
          '--fc-button-active-bg-color': theme.palette.primary.main,
          '--fc-button-active-border-color': theme.palette.primary.main,
          '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: '0.875rem' },
          '& .fc .fc-button': { textTransform: 'none', fontWeight: 600, boxShadow: 'none' },
          '& .fc .fc-button-primary:not(:disabled).fc-button-active': {
            color: theme.palette.primary.contrastText,
          },
          '& .fc .fc-button:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
          '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
          // FullCalendar fades other months' day numbers to 1.9:1; secondary text keeps 4.5:1.
          '& .fc .fc-day-other .fc-daygrid-day-top': {
            opacity: 1,
            color: theme.palette.text.secondary,
          },
          '& .fc .fc-toolbar-title': {
            fontSize: { xs: '1.05rem', sm: '1.3rem' },
            fontWeight: 700,
          },
          // On a phone the title takes its own row above the buttons.
          [theme.breakpoints.down('sm')]: {
            '& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)': {
              order: -1,
              width: '100%',
              textAlign: 'center',
            },
            '& .fc .fc-button': { padding: '0.3em 0.55em' },
          },
          '& .fc a.fc-event, & .fc .fc-list-event': { cursor: 'pointer' },
          '& .fc .fc-list-event-title a': { color: 'inherit', fontWeight: 600 },
          '& .fc .fc-daygrid-event': { whiteSpace: 'normal' },
          '& .fc .fc-event-title': { fontWeight: 600 },
          // Wrapped titles must not squeeze the start time to '13:0'.
          '& .fc .fc-event-time': { flexShrink: 0, overflow: 'visible' },
        })}
      >
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
          initialView={phone ? 'listWeek' : 'dayGridMonth'}
          locales={CALENDAR_LOCALES}
          locale={calendarLocale(lang)}
          listDayFormat={LIST_DAY_FORMAT}
          firstDay={1}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: phone
              ? 'listWeek,timeGridDay,dayGridMonth'
              : 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
          }}
          buttonText={{
            today: t('calendar.today'),
            month: t('calendar.views.month'),
            week: t('calendar.views.week'),
            day: t('calendar.views.day'),
            list: t('calendar.views.list'),
          }}
          buttonHints={{
            prev: t('calendar.previous'),
            next: t('calendar.next'),
            today: t('calendar.today'),
          }}
          noEventsText={t('calendar.empty')}
          eventDisplay="block"
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          dayMaxEvents={3}
          height="auto"
          views={{ timeGrid: { height: 680, scrollTime: '06:00:00' } }}
          nowIndicator
          events={events}
          datesSet={onDatesSet}
          eventClick={onEventClick}
        />
      </Box>
    </Paper>
  );
}
