#include "GameEngine.h"

namespace kbz {

Message GameEngine::stepKindName(const QString &kind) const
{
    const QList<StepKind> kinds = stepKinds();
    for (const StepKind &k : kinds)
        if (k.kind == kind)
            return k.name;
    Message m;
    m.source = kind;
    return m;
}

} // namespace kbz
