import webpack from 'webpack';

/*
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with `//# allFunctionsCalledOnLoad` has
 * every function compiled as the script streams in, on a background thread, instead of each function on the main
 * thread the first time it is called. Worth it where most of a file runs while the page loads: the shell's
 * scripts (the runtime, the vendor chunk of React, the router and the store, the app's shell), which every page evaluates and hydrates with. Not the
 * pages' and leaves' chunks, whose code runs on demand. Added after minification (which drops comments) and
 * before the source maps and compressed copies are written, so both include it.
 */
export const SHELL_SCRIPTS = /^(runtime|vendor|main)\.[0-9a-f]{8}\.js$/;

export const compileHintPlugin = (): webpack.BannerPlugin =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    include: SHELL_SCRIPTS,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
