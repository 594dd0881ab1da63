// The page the route scenario starts on: small on purpose, so the create form's content becomes the LCP candidate.
export function Home() {
  return (
    <div className="bench-home">
      <div className="bench-home__title">首页</div>
      <a href="/create" className="bench-home__link">
        新建
      </a>
    </div>
  );
}

/** Header of the create route (the same in every variant). */
export function CreateHeader() {
  return <div className="bench-nav">新建工单</div>;
}
