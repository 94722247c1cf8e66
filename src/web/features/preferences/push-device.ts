import { useCallback, useEffect, useState } from 'react';
import { pushEndpoints } from '#shared/contracts/push';
import { api } from '#web/lib/api-client';
import { registerServiceWorker } from '#web/lib/service-worker';

/**
 * This device's push opt-in: the browser's subscription, made with the server's
 * VAPID key and stored on the server; the id the server gave it stays in this browser so the
 * device can opt out again. Each device is asked on its own.
 */
const DEVICE_KEY = 'push-subscription-id';

export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

function supported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription() {
  const registration = await registerServiceWorker();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A short name for the list of devices: the browser and the system as the user agent says. */
function deviceLabel(): string {
  const agent = navigator.userAgent;
  const browser = /Firefox\//.test(agent)
    ? 'Firefox'
    : /Edg\//.test(agent)
      ? 'Edge'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser} (${system})` : browser;
}

export async function enablePush(): Promise<PushDeviceState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await registerServiceWorker();
  if (!registration) return 'unsupported';
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.call(pushEndpoints.publicKey);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    }));
  const json = subscription.toJSON();
  const saved = await api.call(pushEndpoints.subscribe, {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      deviceLabel: deviceLabel(),
    },
  });
  localStorage.setItem(DEVICE_KEY, saved._id);
  return 'on';
}

export async function disablePush(): Promise<PushDeviceState> {
  const id = localStorage.getItem(DEVICE_KEY);
  if (id) await api.call(pushEndpoints.unsubscribe, { params: { id } });
  localStorage.removeItem(DEVICE_KEY);
  await (await currentSubscription())?.unsubscribe();
  return 'off';
}

/** The device's state, read once on mount, and the two steps that change it. */
export function usePushDevice() {
  // Unknown (null) until the browser says whether this device has a subscription.
  const [state, setState] = useState<PushDeviceState | null>(() =>
    !supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : null,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!supported() || Notification.permission === 'denied') return;
    void currentSubscription().then((subscription) =>
      setState(subscription && localStorage.getItem(DEVICE_KEY) ? 'on' : 'off'),
    );
  }, []);
  const change = useCallback(async (on: boolean) => {
    setBusy(true);
    setFailed(null);
    try {
      const next = await (on ? enablePush() : disablePush());
      setState(next);
      return next;
    } catch (error) {
      setFailed(error);
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { state, busy, failed, change };
}
