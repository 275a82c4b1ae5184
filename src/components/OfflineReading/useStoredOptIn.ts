import {useEffect, useState} from 'react';
import {browserStorage, readOptIn} from '../../offline/optIn';

/** Whether the reader opted in on an earlier visit; false on the server and until the page has mounted. */
export function useStoredOptIn(): boolean {
  const [optedIn, setOptedIn] = useState(false);
  useEffect(() => setOptedIn(readOptIn(browserStorage).optedIn), []);
  return optedIn;
}
