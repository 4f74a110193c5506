/**
 * The widgets' style, as text the first widget mounted puts on the page. Not a .css import:
 * in the site's server build that became a chunk of its own left empty (a build warning on
 * every site), and the command's bundler (esbuild) reads no `?inline` CSS.
 */
export const WIDGET_STYLE = `
.cow,
.sws {
  border: 1px solid var(--line);
  border-radius: 0.8rem;
  padding: 1rem 1.1rem;
  background: #fff;
}
.cow h3,
.sws h3 {
  margin-top: 0;
}
.cow fieldset,
.sws fieldset {
  border: 1px solid var(--line);
  border-radius: 0.5rem;
  margin: 0.8rem 0;
  padding: 0.6rem 0.8rem;
}
.cow select,
.sws input {
  font: inherit;
  min-height: 2.5rem;
  padding: 0.2rem 0.4rem;
}
.cow input[type='checkbox'] {
  width: 1.3rem;
  height: 1.3rem;
  vertical-align: -0.25rem;
}
.cow__count {
  display: inline-block;
  margin-top: 0.6rem;
}
.cow__ships {
  list-style: none;
  padding: 0;
  display: grid;
  gap: 0.5rem;
}
.cow__ship {
  display: grid;
  grid-template-columns: minmax(7rem, 1fr) auto auto auto;
  gap: 0.6rem;
  align-items: center;
  padding: 0.4rem 0.6rem;
  border: 1px solid var(--line);
  border-radius: 0.5rem;
}
.cow__ship--ok {
  border-color: #2b7a4b;
  box-shadow: inset 4px 0 0 #2b7a4b;
}
.cow__name {
  font-weight: 700;
}
.cow__dot {
  display: inline-block;
  width: 0.9rem;
  height: 0.9rem;
  border-radius: 50%;
  border: 2px solid var(--ink);
  margin-right: 0.2rem;
}
.cow__dot--on {
  background: var(--ink);
}
.cow__refusal {
  padding: 0.5rem 0.7rem;
  border-left: 4px solid #a4161a;
  background: #fbeaea;
  color: #5c0b0d;
}
.cow__refusal a {
  color: #5c0b0d;
}
.cow__said {
  min-height: 4.6rem;
}
.cow__hint {
  padding: 0.5rem 0.7rem;
  border-left: 4px solid var(--line);
  color: var(--ink-soft, #4a5866);
}
.cow__ok {
  padding: 0.5rem 0.7rem;
  border-left: 4px solid #2b7a4b;
  background: #eaf6ee;
}
.sws__grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: 0.6rem 1rem;
}
.sws__field {
  display: grid;
  gap: 0.2rem;
}
.sws__field input {
  width: 100%;
  box-sizing: border-box;
}
.sws__lines tfoot th,
.sws__lines tfoot td {
  font-weight: 700;
  border-top: 2px solid var(--ink);
}
@media (max-width: 520px) {
  .cow__ship {
    grid-template-columns: 1fr auto;
  }
}
.sws__total {
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0.4rem 0 0.8rem;
  padding: 0.5rem 0.7rem;
  background: var(--sand, #f1dfb0);
  border-radius: 0.5rem;
  font-weight: 700;
}
`;
