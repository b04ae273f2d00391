#ifndef GUIDESPEC_DRIFT_RULES_DOCUMENT_H
#define GUIDESPEC_DRIFT_RULES_DOCUMENT_H

#include <stddef.h>

/// The bytes of docs/drift-rules.md as this build embedded them (UTF-8, not NUL-terminated); their count goes to `length`.
const unsigned char *guidespec_drift_rules_markdown(size_t *length);

#endif
