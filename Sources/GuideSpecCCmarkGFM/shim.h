// The cmark-gfm headers GuideSpec's Markdown front end uses: the core parser and the GFM extensions.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
