# SPDX-License-Identifier: Apache-2.0
# The ZooKeeper C client (multi-threaded), built from Debian's own source package with OpenSSL
# (TLS to a secureClientPort) and Cyrus SASL (DIGEST-MD5, GSSAPI): Debian's libzookeeper-mt has
# neither. scripts/bootstrap.sh unpacks the source once into LOCKSCOPE_ZOOKEEPER_SOURCE; nothing
# here needs the network. The Jute protocol sources are generated with Debian's zookeeper-jute.jar.
#
# Result: the target ZooKeeper::zookeeper_mt, as cmake/FindZooKeeper.cmake gives for the system
# library, telling its users (core/platform/BuildInfo.cpp) where it came from and what it speaks.
enable_language(C)
if(CMAKE_CXX_COMPILER_LAUNCHER AND NOT CMAKE_C_COMPILER_LAUNCHER)
  set(CMAKE_C_COMPILER_LAUNCHER "${CMAKE_CXX_COMPILER_LAUNCHER}")   # ccache for the C client too
endif()

if(DEFINED ENV{LOCKSCOPE_CACHE})
  set(_zk_cache "$ENV{LOCKSCOPE_CACHE}")
elseif(DEFINED ENV{XDG_CACHE_HOME})
  set(_zk_cache "$ENV{XDG_CACHE_HOME}/lockscope")
else()
  set(_zk_cache "$ENV{HOME}/.cache/lockscope")
endif()
set(LOCKSCOPE_ZOOKEEPER_SOURCE "${_zk_cache}/zookeeper-source" CACHE PATH
  "Debian's ZooKeeper source tree (unpacked by scripts/bootstrap.sh)")

set(_zk_c "${LOCKSCOPE_ZOOKEEPER_SOURCE}/zookeeper-client/zookeeper-client-c")
set(_zk_jute "${LOCKSCOPE_ZOOKEEPER_SOURCE}/zookeeper-jute/src/main/resources/zookeeper.jute")
if(NOT EXISTS "${_zk_c}/src/zookeeper.c" OR NOT EXISTS "${_zk_jute}")
  message(FATAL_ERROR "No ZooKeeper source in ${LOCKSCOPE_ZOOKEEPER_SOURCE}: run scripts/bootstrap.sh build "
    "(it fetches Debian's source package once), or configure with -DLOCKSCOPE_SYSTEM_ZOOKEEPER=ON "
    "for Debian's libzookeeper-mt (no TLS, no SASL).")
endif()

find_package(OpenSSL REQUIRED)
find_package(Threads REQUIRED)
find_package(Java COMPONENTS Runtime REQUIRED)
find_path(CyrusSASL_INCLUDE_DIR NAMES sasl/sasl.h REQUIRED)
find_library(CyrusSASL_LIBRARY NAMES sasl2 REQUIRED)
find_file(ZooKeeper_JUTE_JAR NAMES zookeeper-jute.jar PATHS /usr/share/java REQUIRED)
mark_as_advanced(CyrusSASL_INCLUDE_DIR CyrusSASL_LIBRARY ZooKeeper_JUTE_JAR)

set(_zk_generated "${CMAKE_BINARY_DIR}/zookeeper-client")
file(MAKE_DIRECTORY "${_zk_generated}")
add_custom_command(
  OUTPUT "${_zk_generated}/zookeeper.jute.c" "${_zk_generated}/zookeeper.jute.h"
  COMMAND "${Java_JAVA_EXECUTABLE}" -cp "${ZooKeeper_JUTE_JAR}" org.apache.jute.compiler.generated.Rcc -l c "${_zk_jute}"
  WORKING_DIRECTORY "${_zk_generated}"
  DEPENDS "${_zk_jute}" "${ZooKeeper_JUTE_JAR}"
  COMMENT "Generating the ZooKeeper C client's Jute sources"
  VERBATIM)

# config.h: the upstream template, filled for Debian/glibc (the only platform lockscope targets).
function(_lockscope_zookeeper_config)
  foreach(name ARPA_INET_H DLFCN_H FCNTL_H GENERATED_ZOOKEEPER_JUTE_C GENERATED_ZOOKEEPER_JUTE_H GETCWD
               GETHOSTBYNAME GETHOSTNAME GETLOGIN GETPWUID_R GETTIMEOFDAY GETUID INTTYPES_H LIBRT MEMMOVE
               MEMORY_H MEMSET NETDB_H NETINET_IN_H POLL SOCKET STDINT_H STDLIB_H STRCHR STRDUP STRERROR
               STRINGS_H STRING_H STRTOL SYS_SOCKET_H SYS_STAT_H SYS_TIME_H SYS_TYPES_H SYS_UTSNAME_H UNISTD_H)
    set(HAVE_${name} 1)
  endforeach()
  set(ZOO_IPV6_ENABLED 1)
  set(SOCK_CLOEXEC_ENABLED 1)   # sockets do not leak into the ZooKeeper servers and clients tests fork
  set(PROJECT_NAME zookeeper)
  set(PROJECT_VERSION ${ZooKeeper_VERSION})
  set(email user@zookeeper.apache.org)
  set(description "zookeeper C client")
  configure_file("${_zk_c}/cmake_config.h.in" "${_zk_generated}/config.h")
endfunction()
file(STRINGS "${_zk_c}/include/zookeeper_version.h" _zk_ver REGEX "#define ZOO_VERSION ")
string(REGEX REPLACE ".*\"([0-9.]+)\".*" "\\1" ZooKeeper_VERSION "${_zk_ver}")
_lockscope_zookeeper_config()

add_library(lockscope_zookeeper STATIC
  "${_zk_c}/src/zookeeper.c" "${_zk_c}/src/recordio.c" "${_zk_c}/src/zk_log.c" "${_zk_c}/src/zk_hashtable.c"
  "${_zk_c}/src/addrvec.c" "${_zk_c}/src/mt_adaptor.c" "${_zk_c}/src/zk_sasl.c"
  "${_zk_c}/src/hashtable/hashtable.c" "${_zk_c}/src/hashtable/hashtable_itr.c"
  "${_zk_generated}/zookeeper.jute.c"
  "${CMAKE_CURRENT_LIST_DIR}/zookeeper_openssl3.c")
# Consumers include <zookeeper/zookeeper.h>, as with Debian's package: a zookeeper/ folder of links.
file(MAKE_DIRECTORY "${_zk_generated}/public/zookeeper")
foreach(header zookeeper.h zookeeper_log.h zookeeper_version.h proto.h recordio.h)
  file(CREATE_LINK "${_zk_c}/include/${header}" "${_zk_generated}/public/zookeeper/${header}" SYMBOLIC)
endforeach()
file(CREATE_LINK "${_zk_generated}/zookeeper.jute.h" "${_zk_generated}/public/zookeeper/zookeeper.jute.h" SYMBOLIC)
target_include_directories(lockscope_zookeeper PRIVATE "${_zk_c}/include" "${_zk_c}/src" "${_zk_generated}")
# A system header to its users, as Debian's is: its C extensions raise no warning in their code.
# GCC resolves a system header's links to find what it includes ("recordio.h"), so the real
# folder of the client's headers is on the path too.
target_include_directories(lockscope_zookeeper SYSTEM INTERFACE "${_zk_generated}/public" "${_zk_c}/include")
file(READ "${LOCKSCOPE_ZOOKEEPER_SOURCE}/.version" _zk_debian_version LIMIT 64)
string(STRIP "${_zk_debian_version}" _zk_debian_version)
target_compile_definitions(lockscope_zookeeper
  PUBLIC THREADED HAVE_OPENSSL_H HAVE_CYRUS_SASL_H
  INTERFACE LOCKSCOPE_ZOOKEEPER_TLS=1 LOCKSCOPE_ZOOKEEPER_SASL=1
            "LOCKSCOPE_ZOOKEEPER_ORIGIN=\"built from Debian's source ${_zk_debian_version}\""
  PRIVATE USE_STATIC_LIB _GNU_SOURCE)
target_compile_options(lockscope_zookeeper PRIVATE -w ${LOCKSCOPE_SANITIZE_FLAGS} ${LOCKSCOPE_HARDENING_FLAGS})
target_link_options(lockscope_zookeeper INTERFACE ${LOCKSCOPE_SANITIZE_FLAGS})
target_include_directories(lockscope_zookeeper SYSTEM INTERFACE "${CyrusSASL_INCLUDE_DIR}")
target_link_libraries(lockscope_zookeeper PUBLIC OpenSSL::SSL OpenSSL::Crypto "${CyrusSASL_LIBRARY}" Threads::Threads m rt)
set_target_properties(lockscope_zookeeper PROPERTIES POSITION_INDEPENDENT_CODE ON AUTOMOC OFF)
add_library(ZooKeeper::zookeeper_mt ALIAS lockscope_zookeeper)
