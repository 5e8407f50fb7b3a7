// SPDX-License-Identifier: Apache-2.0
// The guard's own check: a program with OneThread.cpp that starts a thread must stop with its line.
#include <cstdio>
#include <thread>

int main()
{
    std::thread([] {}).join();
    std::puts("the thread ran: the one-thread guard is not in effect");
    return 0;
}
