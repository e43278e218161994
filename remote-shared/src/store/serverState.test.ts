import { institutionApi } from '../api/institution';
import { makeStore } from './store';
import { hydrate, serializeState, SERVER_STATE_ID, takeServerState } from './serverState';

const INSTITUTION = { id: 1, name: 'চন্দনপুর কলেজ' };

async function serverRenderedStore() {
  const server = makeStore();
  await server.dispatch(institutionApi.util.upsertQueryData('getInstitution', undefined, INSTITUTION as never));
  return serializeState({ api: server.getState().api });
}

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = text;
  doc.body.append(script);
  return doc;
}

describe('the state a server-rendered page hands over', () => {
  it("fills the browser store's cache, so the page's reads are answered without a request", async () => {
    const doc = pageWith(await serverRenderedStore());
    const state = takeServerState(doc);
    expect(doc.getElementById(SERVER_STATE_ID)).toBeNull(); // read once
    const store = makeStore();
    store.dispatch(hydrate(state!));
    expect(institutionApi.endpoints.getInstitution.select()(store.getState())).toMatchObject({ status: 'fulfilled', data: INSTITUTION });
  });

  it('is nothing when the page has none, or when it cannot be read', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(takeServerState(document.implementation.createHTMLDocument('bare'))).toBeNull();
    expect(takeServerState(pageWith('{not json'))).toBeNull();
    expect(takeServerState(pageWith('[1, 2]'))).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('is written so that no text inside it can close its script element', () => {
    const text = serializeState({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
