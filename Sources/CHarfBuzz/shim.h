// HarfBuzz (Debian's libharfbuzz-dev): WidgetRuntime shapes text with it to measure it as the browser will
// draw it, with the same font files.
#include <hb.h>
#include <hb-ot.h>
