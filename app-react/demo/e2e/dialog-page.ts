// The dialog e2e page's script (tests/e2e/dialog.e2e.ts). It takes the DialogPresenter, local
// storage and clock the browser composition root binds, so the test sees production wiring.
import { Clock, DialogPresenter, KeyValueStore } from '@mediakit/core';
import { createBrowserContainer } from '@mediakit/adapters/hosts/browser';
import { AgeGate } from '../../../core/src/services/age-gate/index.ts';

const container = createBrowserContainer();
const dialogs = container.get<DialogPresenter>(DialogPresenter);
const gate = new AgeGate(container.get<KeyValueStore>(KeyValueStore.local), dialogs, container.get<Clock>(Clock));
const outcome = document.querySelector<HTMLOutputElement>('#outcome')!;

function on(id: string, action: () => Promise<string>): void {
  document.getElementById(id)!.addEventListener('click', () => {
    outcome.value = 'showing';
    void action().then((result) => (outcome.value = result));
  });
}

on('age-gate', () =>
  gate.check({ age: 18, frequencyInMinutes: 30 }).then(
    () => 'accepted',
    (error: { errorCode?: string; message?: string }) => `${error.errorCode}: ${error.message}`,
  ),
);

on('hostile', () =>
  dialogs.show({
    message: 'Not available <img src=x onerror="document.title=\'pwned\'">',
    explanation: '<b>This song</b> is not available in your country or region.',
    cancelButtonString: 'Close',
  }),
);

on('replace', async () => {
  const first = dialogs.show({ message: 'First dialog' });
  const second = dialogs.show({ message: 'Second dialog', cancelButtonString: 'Cancel' });
  return `${await first}, ${await second}`;
});

document.body.dataset['ready'] = 'true';
