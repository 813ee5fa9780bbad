import { createSlice, type ActionCreatorWithoutPayload } from '@reduxjs/toolkit';

/**
 * A modal's "open" flag, for the shell: `openedBy` (a shared event, so any feature can open the modal without
 * importing it) opens it, the slice's `closed` closes it. The modal's flow and code come with its chunk
 * (src/client/README.md, "The store").
 */
export const createDialogSlice = <Name extends string>(name: Name, openedBy: ActionCreatorWithoutPayload) =>
  createSlice({
    name,
    initialState: { open: false },
    reducers: {
      closed: (state) => {
        state.open = false;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(openedBy, (state) => {
        state.open = true;
      });
    },
    selectors: {
      selectOpen: (state) => state.open,
    },
  });
