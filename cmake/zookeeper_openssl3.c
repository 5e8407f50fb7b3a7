// SPDX-License-Identifier: Apache-2.0

/* The ZooKeeper 3.8.0 C client asks FIPS_mode(), which OpenSSL 3 removed (ZooKeeper 3.8.1
 * changed the call); Debian 12 ships OpenSSL 3. Same answer, through the OpenSSL 3 call. */
#include <openssl/evp.h>

int FIPS_mode(void)
{
    return EVP_default_properties_is_fips_enabled(NULL);
}
