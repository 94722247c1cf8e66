import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import { flushSync } from 'react-dom';
import { QueryClientGate } from '#web/components/query-client/QueryClientGate';
import { loadSpecialistSearch } from './load-specialist-search';
import type { SearchHandover, SpecialistSearchProps } from './SpecialistSearch';
import { SpecialistSearchPreview } from './SpecialistSearchPreview';

/** Wide screens see the form without scrolling much: it loads as soon as it is in view. */
const WIDE = '(min-width:1120px)';

/**
 * The specialist search for a landing page: a static first row (SpecialistSearchPreview)
 * until the visitor reaches for it (focus, pointer down or a key in it) or, on a wide screen,
 * until it scrolls into view; then the real form replaces it with the same text, focus and
 * caret, and opens its panel if Search was pressed meanwhile.
 */
export function DeferredSpecialistSearch(props: Omit<SpecialistSearchProps, 'handover'>) {
  const idPrefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{
    Form: ComponentType<SpecialistSearchProps>;
    handover: SearchHandover;
  } | null>(null);
  const Form = loaded?.Form;
  // Search pressed (or Enter) on the stand-in: the real form opens its panel.
  const searchPressed = useRef(false);
  const started = useRef(false);
  const pressed = useRef(false);
  const pendingSwap = useRef<(() => void) | null>(null);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    loadSpecialistSearch().then(
      (component) => {
        const swap = () => {
          // Snapshot the stand-in right before it goes.
          const state: SearchHandover = {
            specialistValue: '',
            fieldValue: '',
            focus: null,
            selection: null,
            open: searchPressed.current,
          };
          const container = root.current;
          const input = (name: string) =>
            container?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
          state.specialistValue = input('specialistValue')?.value ?? '';
          state.fieldValue = input('fieldValue')?.value ?? '';
          const active = document.activeElement;
          if (active instanceof HTMLInputElement && container?.contains(active)) {
            state.focus = active.name === 'fieldValue' ? 'fieldValue' : 'specialistValue';
            state.selection = [active.selectionStart ?? 0, active.selectionEnd ?? 0];
          } else if (active instanceof HTMLButtonElement && container?.contains(active)) {
            state.focus = 'search';
          }
          // Snapshot, swap and focus in one task: no keystroke can land in between.
          flushSync(() => setLoaded({ Form: component, handover: state }));
          const target =
            state.focus === 'search'
              ? container?.querySelector<HTMLElement>('button[aria-controls]')
              : state.focus
                ? input(state.focus)
                : null;
          if (target && document.activeElement !== target) {
            target.focus();
            if (target instanceof HTMLInputElement && state.selection) {
              target.setSelectionRange(...state.selection);
            }
          }
        };
        // Not between pointer down and click: the click would get lost with the old button.
        if (pressed.current) pendingSwap.current = swap;
        else swap();
      },
      () => {
        // Offline or a new deploy: the next interaction tries again.
        started.current = false;
      },
    );
  }, []);

  const onPointerDown = () => {
    pressed.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // After the click that follows pointerup.
      setTimeout(() => {
        pressed.current = false;
        const swap = pendingSwap.current;
        pendingSwap.current = null;
        swap?.();
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    load();
  };

  useEffect(() => {
    const element = root.current;
    if (Form || !element || typeof IntersectionObserver === 'undefined') return undefined;
    if (!window.matchMedia(WIDE).matches) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        load();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [Form, load]);

  const preview = (
    <SpecialistSearchPreview
      idPrefix={idPrefix}
      onSearch={() => {
        searchPressed.current = true;
        load();
      }}
    />
  );

  return (
    <Box
      ref={root}
      onFocus={Form ? undefined : load}
      onPointerDown={Form ? undefined : onPointerDown}
      onKeyDown={Form ? undefined : load}
    >
      {Form ? (
        <Suspense fallback={preview}>
          <QueryClientGate required>
            <Form {...props} handover={loaded.handover} />
          </QueryClientGate>
        </Suspense>
      ) : (
        preview
      )}
    </Box>
  );
}
