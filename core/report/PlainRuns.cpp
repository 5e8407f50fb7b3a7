// SPDX-License-Identifier: Apache-2.0

#include "report/PlainRuns.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace lockscope {

qsizetype copyPlainRun(const char16_t *units, qsizetype size, char *out)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i control = _mm_set1_epi16(0x1F), ascii = _mm_set1_epi16(0x80);
    const __m128i quote = _mm_set1_epi16('"'), backslash = _mm_set1_epi16('\\');
    for (; i + 8 <= size; i += 8) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(units + i));
        // Signed compares: units from 0x8000 up are negative and fail "above 0x1F".
        const __m128i plain = _mm_andnot_si128(_mm_or_si128(_mm_cmpeq_epi16(v, quote), _mm_cmpeq_epi16(v, backslash)),
                                               _mm_and_si128(_mm_cmpgt_epi16(v, control), _mm_cmplt_epi16(v, ascii)));
        if (_mm_movemask_epi8(plain) != 0xFFFF)
            break;
        _mm_storel_epi64(reinterpret_cast<__m128i *>(out + i), _mm_packus_epi16(v, v));
    }
#endif
    return i;
}

qsizetype copyPlainRun(const char *bytes, qsizetype size, char *out)
{
    qsizetype i = 0;
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"'), backslash = _mm_set1_epi8('\\');
    const __m128i control = _mm_set1_epi8(0x1F);
    for (; i + 16 <= size; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + i));
        // Signed compare: bytes from 0x80 up are negative, not above 0x1F.
        const __m128i plain = _mm_andnot_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
                                               _mm_cmpgt_epi8(v, control));
        if (_mm_movemask_epi8(plain) != 0xFFFF)
            break;
        _mm_storeu_si128(reinterpret_cast<__m128i *>(out + i), v);
    }
#endif
    return i;
}

} // namespace lockscope
