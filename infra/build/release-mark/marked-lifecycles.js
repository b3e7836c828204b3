// Test-only wrapper of a remote's lifecycles (see releaseMark in ../portal-manifest.mjs): mounts the real
// remote, then shows the build's PORTAL_RELEASE_MARK at the top of its section.
import * as original from 'portal-release-mark/original';

// Proof of execution for the integrity journey: set when this module's code runs (never when its chunk is refused).
(self.__portalReleaseMarksRan ||= []).push(process.env.PORTAL_RELEASE_MARK);

const steps = (step) => (Array.isArray(step) ? step : [step]);
const run = async (step, props) => {
  for (const fn of steps(step)) await fn(props);
};

export const bootstrap = (props) => run(original.bootstrap, props);

export async function mount(props) {
  if (process.env.PORTAL_RELEASE_THROW) throw new Error(`${process.env.PORTAL_RELEASE_MARK}: this build throws on mount`);
  await run(original.mount, props);
  const mark = document.createElement('p');
  mark.dataset.releaseMark = '';
  mark.textContent = process.env.PORTAL_RELEASE_MARK;
  props.domElement.prepend(mark);
}

export async function unmount(props) {
  props.domElement.querySelector('[data-release-mark]')?.remove();
  await run(original.unmount, props);
}
