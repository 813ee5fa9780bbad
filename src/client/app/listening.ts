import type { ThunkAction, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './configureAppStore';

/** The typed `startListening` features use to register their side effects. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** A thunk of this app, for async steps that need `dispatch` (such as making sure a form key exists). */
export type AppThunk<R = void> = ThunkAction<R, RootState, unknown, UnknownAction>;
