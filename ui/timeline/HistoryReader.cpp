#include "timeline/HistoryReader.h"

namespace lockscope::ui {

HistoryReader defaultHistoryReader()
{
    return &readHistory;
}

} // namespace lockscope::ui
