// Async boundary: the federation runtime negotiates shared modules before any of them is evaluated.
import('./boot/bootstrap');
