import webpack from 'webpack';

/*
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with `//# allFunctionsCalledOnLoad` has
 * every function compiled as the script streams in, on a background thread, instead of each function on the main
 * thread the first time it is called. Worth it where most of a file runs while the page loads: the shell's
 * scripts, which every page evaluates and hydrates with. Not the pages' and leaves' chunks, whose code runs on
 * demand. Added after minification (which drops comments) and before the source maps and compressed copies are
 * written, so both include it.
 */
export const compileHintPlugin = (chunks: readonly string[]): webpack.BannerPlugin =>
  new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    // The chunks' scripts (`[name].[contenthash].js`), not their stylesheets.
    include: new RegExp(`^(${chunks.join('|')})\\.[^.]+\\.js$`),
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
