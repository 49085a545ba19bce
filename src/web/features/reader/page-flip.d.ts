/** The part of page-flip 2.0.7's API the reader uses; the package ships no type declarations. */
declare module 'page-flip' {
  export interface FlipSetting {
    width: number;
    height: number;
    size?: 'fixed' | 'stretch';
    minWidth?: number;
    maxWidth?: number;
    minHeight?: number;
    maxHeight?: number;
    drawShadow?: boolean;
    flippingTime?: number;
    usePortrait?: boolean;
    startZIndex?: number;
    autoSize?: boolean;
    maxShadowOpacity?: number;
    showCover?: boolean;
    mobileScrollSupport?: boolean;
    swipeDistance?: number;
    clickEventForward?: boolean;
    useMouseEvents?: boolean;
    showPageCorners?: boolean;
    disableFlipByClick?: boolean;
    startPage?: number;
  }
  export type FlippingState = 'user_fold' | 'fold_corner' | 'flipping' | 'read';
  export interface PageFlipEvent<T> {
    data: T;
    object: PageFlip;
  }
  export class PageFlip {
    constructor(block: HTMLElement, settings: FlipSetting);
    loadFromHTML(items: HTMLElement[]): void;
    on(event: 'flip', callback: (event: PageFlipEvent<number>) => void): this;
    on(event: 'changeState', callback: (event: PageFlipEvent<FlippingState>) => void): this;
    on(event: 'init' | 'update', callback: (event: PageFlipEvent<{ page: number; mode: 'portrait' | 'landscape' }>) => void): this;
    getCurrentPageIndex(): number;
    getPageCount(): number;
    getState(): FlippingState;
    flip(page: number, corner?: 'top' | 'bottom'): void;
    flipNext(corner?: 'top' | 'bottom'): void;
    flipPrev(corner?: 'top' | 'bottom'): void;
    turnToPage(page: number): void;
    update(): void;
    destroy(): void;
  }
}
