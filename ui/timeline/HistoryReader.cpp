#include "timeline/HistoryReader.h"

namespace lockscope::ui {

HistoryReader defaultHistoryReader()
{
#ifdef LOCKSCOPE_HAVE_READ_HISTORY
    return &readHistory;
#else
    return {};
#endif
}

} // namespace lockscope::ui
