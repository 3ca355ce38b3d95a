/** A bundler turns an imported font file into the URL it is served from. */
declare module '*.ttf' {
  const url: string;
  export default url;
}
