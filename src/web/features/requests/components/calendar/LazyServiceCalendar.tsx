import { lazy, Suspense } from 'react';
import { LoadingScreen } from '#web/components/layout/LoadingScreen';

// FullCalendar is the largest piece of the organisation area: only pages showing it load it.
const ServiceCalendar = lazy(() => import('./ServiceCalendar'));

export function LazyServiceCalendar({ departmentId }: { departmentId?: string }) {
  return (
    <Suspense fallback={<LoadingScreen minHeight={480} />}>
      <ServiceCalendar departmentId={departmentId} />
    </Suspense>
  );
}
