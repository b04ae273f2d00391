// libxml2 for GuideSpec's HTML front end.
// Debian builds libxml2 with ICU; its unicode headers clash with Foundation's ICU module,
// so ICU support is switched off before any other libxml2 header is read.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

/// `xmlFree` is a global function pointer, which Swift 6 rejects as shared mutable state.
static inline void guidespec_xml_free(void *pointer) { xmlFree(pointer); }
