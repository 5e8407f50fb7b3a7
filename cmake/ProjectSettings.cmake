# SPDX-License-Identifier: Apache-2.0
# One INTERFACE target that every lockscope target links: language level, warnings,
# Qt safety defines, Debian's hardening flags and the optional sanitizer flags
# (LOCKSCOPE_SANITIZE=address,undefined | thread).
set(CMAKE_CXX_STANDARD 20)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
if(NOT CMAKE_BUILD_TYPE AND NOT CMAKE_CONFIGURATION_TYPES)
  set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "Build type" FORCE)
endif()

set(LOCKSCOPE_SANITIZE "" CACHE STRING "Sanitizers to build with, e.g. address,undefined or thread")

add_library(lockscope_settings INTERFACE)
target_compile_options(lockscope_settings INTERFACE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
  # Line tables and function names are all a backtrace needs, and the package strips the rest:
  # full debug info of Qt-heavy code costs a quarter of the compile time.
  $<$<CONFIG:RelWithDebInfo>:-g1>)
target_compile_definitions(lockscope_settings INTERFACE
  QT_NO_CAST_FROM_ASCII
  QT_NO_CAST_TO_ASCII
  QT_NO_CAST_FROM_BYTEARRAY
  QT_NO_URL_CAST_FROM_STRING
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  # Qt 6.7 on: a functor connected without a context object does not compile. On Debian 12's
  # Qt 6.4 the lint test `connections` (tests/check_connections.py) refuses it instead.
  QT_NO_CONTEXTLESS_CONNECT
  QT_NO_FOREACH
  QT_NO_KEYWORDS
  QT_USE_QSTRINGBUILDER
  QT_STRICT_ITERATORS)

# Also used for the ZooKeeper C client built from source (cmake/ZooKeeperClient.cmake).
set(LOCKSCOPE_SANITIZE_FLAGS "")
if(LOCKSCOPE_SANITIZE)
  # -g1: line tables and function names are all a sanitizer report needs; full debug info of
  # Qt-heavy code would double these builds' compile and link time in CI.
  set(LOCKSCOPE_SANITIZE_FLAGS -fsanitize=${LOCKSCOPE_SANITIZE} -fno-omit-frame-pointer -fno-sanitize-recover=undefined -g1)
  target_compile_options(lockscope_settings INTERFACE ${LOCKSCOPE_SANITIZE_FLAGS})
  target_link_options(lockscope_settings INTERFACE -fsanitize=${LOCKSCOPE_SANITIZE})
  if(LOCKSCOPE_SANITIZE MATCHES "thread")
    # QProcess's vfork-style clone would blind TSan in the starting thread: see the file.
    target_sources(lockscope_settings INTERFACE
      $<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>:${CMAKE_CURRENT_LIST_DIR}/tsan_clone_as_fork.cpp>)
    target_link_libraries(lockscope_settings INTERFACE ${CMAKE_DL_LIBS})
  endif()
endif()

# Debian's hardening (dpkg-buildflags' defaults plus bindnow): fortified libc calls, stack
# protector, format-string errors, full RELRO. PIE comes from Debian's GCC, which links every
# executable as PIE; the code is compiled -fPIC, as Qt's targets ask (Qt is built with
# reduce-relocations and wants -fPIC, not -fPIE). Builds with sanitizers go without: fortified
# calls hide accesses from ASan, and those builds are never shipped. _FORTIFY_SOURCE needs an
# optimised build, so a Debug build goes without it.
option(LOCKSCOPE_HARDENING "Build with Debian's hardening flags (fortify, stack protector, full RELRO)" ON)
# Also used for the ZooKeeper C client built from source (cmake/ZooKeeperClient.cmake).
set(LOCKSCOPE_HARDENING_FLAGS "")
if(LOCKSCOPE_HARDENING AND NOT LOCKSCOPE_SANITIZE)
  set(LOCKSCOPE_HARDENING_FLAGS -fstack-protector-strong $<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>)
  target_compile_options(lockscope_settings INTERFACE ${LOCKSCOPE_HARDENING_FLAGS} -Wformat -Werror=format-security)
  target_link_options(lockscope_settings INTERFACE -Wl,-z,relro -Wl,-z,now)
endif()

# mold where it is installed (scripts/bootstrap.sh installs it): the ASan build's 76 executables
# relink in 22 s with it, against 62 s with GNU ld, on 2 cores.
option(LOCKSCOPE_MOLD "Link with mold when it is installed" ON)
if(LOCKSCOPE_MOLD)
  include(CheckLinkerFlag)
  check_linker_flag(CXX -fuse-ld=mold LOCKSCOPE_HAVE_MOLD)
  if(LOCKSCOPE_HAVE_MOLD)
    add_link_options(-fuse-ld=mold)
  endif()
endif()
