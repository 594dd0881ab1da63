/**
 * IntersectionObserver stand-in for jsdom tests of windowing: the test decides which watched
 * elements are "near" the viewport and reports them. Install it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)` after clearing `instances`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.targets.add(element);
  }
  unobserve(element: Element) {
    this.targets.delete(element);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every watched element, intersecting when `isNear(element)`. */
  report(isNear: (element: Element) => boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: isNear(target) }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}
