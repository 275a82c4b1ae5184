import {createContext} from 'react';
import type {ServedCode} from './servedCode';

/** The served code of the live block being rendered, if it has one (./Content/index.tsx shows it). */
export const ServedCodeContext = createContext<ServedCode | null>(null);
