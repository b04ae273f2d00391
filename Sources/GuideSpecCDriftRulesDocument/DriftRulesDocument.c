// docs/drift-rules.md is the one description of every drift rule; the build embeds its bytes so that reports can
// show a rule's documentation without a second copy of it. Clang records the embedded file as a dependency, so
// editing the document rebuilds this file.
#pragma clang diagnostic ignored "-Wc23-extensions"

#include "CDriftRulesDocument.h"

static const unsigned char markdown[] = {
#embed "../../docs/drift-rules.md"
};

const unsigned char *guidespec_drift_rules_markdown(size_t *length) {
    *length = sizeof markdown;
    return markdown;
}
