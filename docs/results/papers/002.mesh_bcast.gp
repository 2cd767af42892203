# 002: all-to-all broadcast on n x n grids, the broadcast pattern and the row-then-column paths, against the slides' formulas
# Run it in this directory: gnuplot 002.mesh_bcast.gp
$s0 << EOD
4 138
5 207
6 301
7 399
8 525
9 655
10 813
11 975
12 1165
13 1359
14 1581
15 1807
16 2061
EOD
$s1 << EOD
4 63
5 99
6 143
7 195
8 255
9 323
10 399
11 483
12 575
13 675
14 783
15 899
16 1023
EOD
$s2 << EOD
4 1065
5 1570
6 2360
7 3106
8 4132
9 5154
10 6473
11 7714
12 9252
13 10786
14 12642
15 14370
16 16420
EOD
$s3 << EOD
4 513
5 819
6 1193
7 1635
8 2145
9 2723
10 3369
11 4083
12 4865
13 5715
14 6633
15 7619
16 8673
EOD
$s4 << EOD
4 6252
5 9921
6 14415
7 19713
8 25836
9 32769
10 40527
11 49089
12 58476
13 68673
14 79695
15 91521
16 104172
EOD
$s5 << EOD
4 913
5 1219
6 1593
7 2035
8 2545
9 3123
10 3769
11 4483
12 5265
13 6115
14 7033
15 8019
16 9073
EOD
$s6 << EOD
4 242
5 369
6 482
7 639
8 788
9 973
10 1163
11 1371
12 1589
13 1833
14 2088
15 2362
16 2656
EOD
$s7 << EOD
4 123
5 195
6 283
7 387
8 507
9 643
10 795
11 963
12 1147
13 1347
14 1563
15 1795
16 2043
EOD
$s8 << EOD
4 1706
5 2438
6 3404
7 4493
8 5793
9 7060
10 8502
11 10173
12 11917
13 13770
14 15764
15 17890
16 20215
EOD
$s9 << EOD
4 1023
5 1635
6 2383
7 3267
8 4287
9 5443
10 6735
11 8163
12 9727
13 11427
14 13263
15 15235
16 17343
EOD
$s10 << EOD
4 10863
5 16443
6 21741
7 28953
8 36558
9 44727
10 54231
11 64299
12 75450
13 86994
14 99918
15 112560
16 127509
EOD
$s11 << EOD
4 1423
5 2035
6 2783
7 3667
8 4687
9 5843
10 7135
11 8563
12 10127
13 11827
14 13663
15 15635
16 17743
EOD
$s12 << EOD
4 171
5 212
6 351
7 410
8 603
9 680
10 927
11 1022
12 1323
13 1436
14 1791
15 1922
16 2331
EOD
$s13 << EOD
4 132
5 204
6 298
7 402
8 528
9 664
10 822
11 990
12 1180
13 1380
14 1602
15 1834
16 2088
EOD
$s14 << EOD
4 1299
5 1642
6 2791
7 3278
8 4836
9 5466
10 7440
11 8206
12 10594
13 11498
14 14300
15 15342
16 18558
EOD
$s15 << EOD
4 1032
5 1644
6 2398
7 3282
8 4308
9 5464
10 6762
11 8190
12 9760
13 11460
14 13302
15 15274
16 17388
EOD
$s16 << EOD
4 6252
5 9918
6 14412
7 19710
8 25836
9 32766
10 40524
11 49086
12 58476
13 68670
14 79692
15 91518
16 104172
EOD
$s17 << EOD
4 1832
5 2444
6 3198
7 4082
8 5108
9 6264
10 7562
11 8990
12 10560
13 12260
14 14102
15 16074
16 18188
EOD
$s18 << EOD
4 248
5 393
6 573
7 789
8 1041
9 1329
10 1653
11 2013
12 2409
13 2841
14 3309
15 3813
16 4353
EOD
$s19 << EOD
4 1915
5 3081
6 4518
7 6233
8 8224
9 10496
10 13038
11 15860
12 18953
13 22328
14 25973
15 29898
16 34097
EOD
$s20 << EOD
4 10314
5 15345
6 20643
7 27306
8 34236
9 42531
10 51093
11 61020
12 71214
13 82773
14 94599
15 107934
16 121248
EOD
$s21 << EOD
4 120
5 157
6 325
7 417
8 666
9 776
10 1107
11 1272
12 1636
13 1785
14 2213
15 2578
16 2989
EOD
$s22 << EOD
4 70
5 102
7 198
8 262
9 326
11 486
12 582
13 678
15 902
16 1030
EOD
$s23 << EOD
4 1006
5 1297
6 3003
7 3510
8 5432
9 6392
10 9468
11 10622
12 13790
13 15801
14 19524
15 21711
16 24385
EOD
$s24 << EOD
4 550
5 822
7 1638
8 2182
9 2726
11 4086
12 4902
13 5718
15 7622
16 8710
EOD
$s25 << EOD
4 1406
5 1697
6 3403
7 3910
8 5832
9 6792
10 9868
11 11022
12 14190
13 16201
14 19924
15 22111
16 24785
EOD
$s26 << EOD
4 950
5 1222
7 2038
8 2582
9 3126
11 4486
12 5302
13 6118
15 8022
16 9110
EOD
$s27 << EOD
4 158
5 231
6 349
7 516
8 704
9 896
10 1077
11 1436
12 1571
13 1918
14 2282
15 2693
16 3027
EOD
$s28 << EOD
4 1238
5 1911
6 2869
7 4231
8 5467
9 7382
10 8833
11 11486
12 13274
13 16642
14 19691
15 21635
16 25619
EOD
$s29 << EOD
4 1638
5 2311
6 3269
7 4631
8 5867
9 7782
10 9233
11 11886
12 13674
13 17042
14 20091
15 22035
16 26019
EOD
$s30 << EOD
4 87
5 121
6 227
7 275
8 365
9 484
10 689
11 865
12 1135
13 1322
14 1623
15 1846
16 2031
EOD
$s31 << EOD
4 70
5 102
7 198
8 262
9 326
11 486
12 582
13 678
15 902
16 1030
EOD
$s32 << EOD
4 711
5 1001
6 1879
7 2181
8 3038
9 3784
10 5684
11 7485
12 8980
13 10570
14 14824
15 15274
16 19020
EOD
$s33 << EOD
4 550
5 822
7 1638
8 2182
9 2726
11 4086
12 4902
13 5718
15 7622
16 8710
EOD
$s34 << EOD
4 1111
5 1401
6 2279
7 2581
8 3438
9 4184
10 6084
11 7885
12 9380
13 10970
14 15224
15 15674
16 19420
EOD
$s35 << EOD
4 950
5 1222
7 2038
8 2582
9 3126
11 4486
12 5302
13 6118
15 8022
16 9110
EOD
$s36 << EOD
4 142
5 218
6 312
7 430
8 580
9 711
10 917
11 1150
12 1342
13 1637
14 1913
15 2174
16 2577
EOD
$s37 << EOD
4 1102
5 1778
6 2592
7 3550
8 4765
9 5989
10 7845
11 9260
12 10832
13 12780
14 16103
15 17887
16 20721
EOD
$s38 << EOD
4 1502
5 2178
6 2992
7 3950
8 5165
9 6389
10 8245
11 9660
12 11232
13 13180
14 16503
15 18287
16 21121
EOD
$s39 << EOD
4 82
5 112
6 196
7 221
8 281
9 356
10 482
11 522
12 620
13 726
14 898
15 955
16 1086
EOD
$s40 << EOD
4 70
5 102
7 198
8 262
9 326
11 486
12 582
13 678
15 902
16 1030
EOD
$s41 << EOD
4 632
5 951
6 1755
7 1892
8 2319
9 2967
10 4154
11 4492
12 5182
13 6124
14 7618
15 8160
16 9119
EOD
$s42 << EOD
4 550
5 822
7 1638
8 2182
9 2726
11 4086
12 4902
13 5718
15 7622
16 8710
EOD
$s43 << EOD
4 1032
5 1351
6 2155
7 2292
8 2719
9 3367
10 4554
11 4892
12 5582
13 6524
14 8018
15 8560
16 9519
EOD
$s44 << EOD
4 950
5 1222
7 2038
8 2582
9 3126
11 4486
12 5302
13 6118
15 8022
16 9110
EOD
$s45 << EOD
4 144
5 216
6 312
7 408
8 536
9 664
10 824
11 984
12 1176
13 1368
14 1592
15 1816
16 2072
EOD
$s46 << EOD
4 1195
5 1776
6 2592
7 3408
8 4496
9 5584
10 6944
11 8304
12 9936
13 11568
14 13472
15 15376
16 17552
EOD
$s47 << EOD
4 1595
5 2176
6 2992
7 3808
8 4896
9 5984
10 7344
11 8704
12 10336
13 11968
14 13872
15 15776
16 17952
EOD
$s48 << EOD
4 76
5 108
6 191
7 220
8 271
9 348
10 463
11 508
12 607
13 700
14 876
15 943
16 1068
EOD
$s49 << EOD
4 70
5 102
7 198
8 262
9 326
11 486
12 582
13 678
15 902
16 1030
EOD
$s50 << EOD
4 582
5 854
6 1537
7 1806
8 2217
9 2894
10 3849
11 4254
12 5073
13 5886
14 7382
15 7929
16 9014
EOD
$s51 << EOD
4 550
5 822
7 1638
8 2182
9 2726
11 4086
12 4902
13 5718
15 7622
16 8710
EOD
$s52 << EOD
4 982
5 1254
6 1937
7 2206
8 2617
9 3294
10 4249
11 4654
12 5473
13 6286
14 7782
15 8329
16 9414
EOD
$s53 << EOD
4 950
5 1222
7 2038
8 2582
9 3126
11 4486
12 5302
13 6118
15 8022
16 9110
EOD
$s54 << EOD
4 140
5 204
6 300
7 396
8 524
9 652
10 812
11 972
12 1164
13 1356
14 1580
15 1804
16 2060
EOD
$s55 << EOD
4 1128
5 1672
6 2488
7 3304
8 4392
9 5480
10 6840
11 8200
12 9832
13 11464
14 13368
15 15272
16 17448
EOD
$s56 << EOD
4 1528
5 2072
6 2888
7 3704
8 4792
9 5880
10 7240
11 8600
12 10232
13 11864
14 13768
15 15672
16 17848
EOD
$s57 << EOD
4 76
5 108
6 185
7 204
8 268
9 332
10 457
11 492
12 588
13 684
14 857
15 908
16 1036
EOD
$s58 << EOD
4 70
5 102
7 198
8 262
9 326
11 486
12 582
13 678
15 902
16 1030
EOD
$s59 << EOD
4 582
5 854
6 1531
7 1670
8 2214
9 2758
10 3843
11 4118
12 4934
13 5750
14 7243
15 7654
16 8742
EOD
$s60 << EOD
4 550
5 822
7 1638
8 2182
9 2726
11 4086
12 4902
13 5718
15 7622
16 8710
EOD
$s61 << EOD
4 982
5 1254
6 1931
7 2070
8 2614
9 3158
10 4243
11 4518
12 5334
13 6150
14 7643
15 8054
16 9142
EOD
$s62 << EOD
4 950
5 1222
7 2038
8 2582
9 3126
11 4486
12 5302
13 6118
15 8022
16 9110
EOD
$s63 << EOD
4 140
5 204
6 300
7 396
8 524
9 652
10 812
11 972
12 1164
13 1356
14 1580
15 1804
16 2060
EOD
$s64 << EOD
4 1128
5 1672
6 2488
7 3304
8 4392
9 5480
10 6840
11 8200
12 9832
13 11464
14 13368
15 15272
16 17448
EOD
$s65 << EOD
4 1528
5 2072
6 2888
7 3704
8 4792
9 5880
10 7240
11 8600
12 10232
13 11864
14 13768
15 15672
16 17848
EOD
$s66 << EOD
4 520
5 542
6 1685
7 3883
8 8153
9 8416
10 11512
11 15052
12 17992
13 25935
14 33683
15 37817
16 55075
EOD
$s67 << EOD
4 133.5
5 210
6 302.5
7 411
8 535.5
9 676
10 832.5
11 1005
12 1193.5
13 1398
14 1618.5
15 1855
16 2107.5
EOD
$s68 << EOD
4 501
5 1147
6 2217
7 3657
8 6164
9 9311
10 11539
11 17677
12 20810
13 27561
14 34939
15 46106
16 54476
EOD
set key below left Left reverse
set grid
set xlabel 'n (an n x n grid)'
set ylabel 'cycles'
set title '002: all-to-all broadcast on n x n grids, the broadcast pattern and the row-then-column paths, against the slides'' formulas'
set logscale y
set terminal pngcairo noenhanced size 1100,1141
set output '002.mesh_bcast.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'pattern (Theorem 1''s lower bound) (torus2d, 4, 0), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'pattern (Theorem 1''s lower bound) (torus2d, 4, 0), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 0), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 0), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'pattern (Theorem 1''s lower bound) (mesh2d, 4, 0), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'pattern (Theorem 1''s lower bound) (mesh2d, 4, 0), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 0), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 0), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 400), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 400), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'row then column (Saad and Schultz''s formula) (torus2d, 4, 0), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'row then column (Saad and Schultz''s formula) (torus2d, 4, 0), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 0), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 0), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 400), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 400), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'row then column (Saad and Schultz''s formula) (mesh2d, 4, 0), model', \
     $s19 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'row then column (Saad and Schultz''s formula) (mesh2d, 64, 0), model', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'row then column (Saad and Schultz''s formula) (mesh2d, 64, 400), model', \
     $s21 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s22 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s23 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s24 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s25 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s26 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s27 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s29 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 19 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 19 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 20 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 20 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 21 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 21 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s36 using 1:2 with linespoints dt 1 pt 7 lc 22 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s37 using 1:2 with linespoints dt 1 pt 7 lc 23 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s38 using 1:2 with linespoints dt 1 pt 7 lc 24 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s39 using 1:2 with linespoints dt 1 pt 7 lc 25 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s40 using 1:2 with linespoints dt 2 pt 6 lc 25 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s41 using 1:2 with linespoints dt 1 pt 7 lc 26 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s42 using 1:2 with linespoints dt 2 pt 6 lc 26 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s43 using 1:2 with linespoints dt 1 pt 7 lc 27 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s44 using 1:2 with linespoints dt 2 pt 6 lc 27 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s45 using 1:2 with linespoints dt 1 pt 7 lc 28 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s46 using 1:2 with linespoints dt 1 pt 7 lc 29 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s47 using 1:2 with linespoints dt 1 pt 7 lc 30 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s48 using 1:2 with linespoints dt 1 pt 7 lc 31 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s49 using 1:2 with linespoints dt 2 pt 6 lc 31 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s50 using 1:2 with linespoints dt 1 pt 7 lc 32 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s51 using 1:2 with linespoints dt 2 pt 6 lc 32 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s52 using 1:2 with linespoints dt 1 pt 7 lc 33 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s53 using 1:2 with linespoints dt 2 pt 6 lc 33 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s54 using 1:2 with linespoints dt 1 pt 7 lc 34 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s55 using 1:2 with linespoints dt 1 pt 7 lc 35 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s56 using 1:2 with linespoints dt 1 pt 7 lc 36 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s57 using 1:2 with linespoints dt 1 pt 7 lc 37 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s58 using 1:2 with linespoints dt 2 pt 6 lc 37 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s59 using 1:2 with linespoints dt 1 pt 7 lc 38 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s60 using 1:2 with linespoints dt 2 pt 6 lc 38 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s61 using 1:2 with linespoints dt 1 pt 7 lc 39 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s62 using 1:2 with linespoints dt 2 pt 6 lc 39 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s63 using 1:2 with linespoints dt 1 pt 7 lc 40 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s64 using 1:2 with linespoints dt 1 pt 7 lc 41 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s65 using 1:2 with linespoints dt 1 pt 7 lc 42 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s66 using 1:2 with linespoints dt 1 pt 7 lc 43 title 'recursive (Calvin, Perennes and Trystram''s formula) (torus2d, 4, 0), model', \
     $s67 using 1:2 with linespoints dt 2 pt 6 lc 43 title 'recursive (Calvin, Perennes and Trystram''s formula) (torus2d, 4, 0), formula', \
     $s68 using 1:2 with linespoints dt 1 pt 7 lc 46 title 'recursive (Calvin, Perennes and Trystram''s formula) (mesh2d, 4, 0), model'
set terminal svg noenhanced size 1100,1141
set output '002.mesh_bcast.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'pattern (Theorem 1''s lower bound) (torus2d, 4, 0), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'pattern (Theorem 1''s lower bound) (torus2d, 4, 0), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 0), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 0), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 400), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'pattern (Theorem 1''s lower bound) (torus2d, 64, 400), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'pattern (Theorem 1''s lower bound) (mesh2d, 4, 0), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'pattern (Theorem 1''s lower bound) (mesh2d, 4, 0), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 0), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 0), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 400), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'pattern (Theorem 1''s lower bound) (mesh2d, 64, 400), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'row then column (Saad and Schultz''s formula) (torus2d, 4, 0), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'row then column (Saad and Schultz''s formula) (torus2d, 4, 0), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 0), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 0), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 400), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'row then column (Saad and Schultz''s formula) (torus2d, 64, 400), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'row then column (Saad and Schultz''s formula) (mesh2d, 4, 0), model', \
     $s19 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'row then column (Saad and Schultz''s formula) (mesh2d, 64, 0), model', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'row then column (Saad and Schultz''s formula) (mesh2d, 64, 400), model', \
     $s21 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s22 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s23 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s24 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s25 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s26 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'pattern relayed by the switches (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s27 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s29 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'pattern relayed by the switches (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 19 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 19 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 20 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 20 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 21 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 21 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s36 using 1:2 with linespoints dt 1 pt 7 lc 22 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s37 using 1:2 with linespoints dt 1 pt 7 lc 23 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s38 using 1:2 with linespoints dt 1 pt 7 lc 24 title 'switch relay, output buffers of 2 messages (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s39 using 1:2 with linespoints dt 1 pt 7 lc 25 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s40 using 1:2 with linespoints dt 2 pt 6 lc 25 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s41 using 1:2 with linespoints dt 1 pt 7 lc 26 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s42 using 1:2 with linespoints dt 2 pt 6 lc 26 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s43 using 1:2 with linespoints dt 1 pt 7 lc 27 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s44 using 1:2 with linespoints dt 2 pt 6 lc 27 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s45 using 1:2 with linespoints dt 1 pt 7 lc 28 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s46 using 1:2 with linespoints dt 1 pt 7 lc 29 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s47 using 1:2 with linespoints dt 1 pt 7 lc 30 title 'switch relay, output buffers of n messages (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s48 using 1:2 with linespoints dt 1 pt 7 lc 31 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s49 using 1:2 with linespoints dt 2 pt 6 lc 31 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s50 using 1:2 with linespoints dt 1 pt 7 lc 32 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s51 using 1:2 with linespoints dt 2 pt 6 lc 32 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s52 using 1:2 with linespoints dt 1 pt 7 lc 33 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s53 using 1:2 with linespoints dt 2 pt 6 lc 33 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s54 using 1:2 with linespoints dt 1 pt 7 lc 34 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s55 using 1:2 with linespoints dt 1 pt 7 lc 35 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s56 using 1:2 with linespoints dt 1 pt 7 lc 36 title 'switch relay, buffers of n messages, whole worms, any writes (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s57 using 1:2 with linespoints dt 1 pt 7 lc 37 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 4, 0), model', \
     $s58 using 1:2 with linespoints dt 2 pt 6 lc 37 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 4, 0), formula', \
     $s59 using 1:2 with linespoints dt 1 pt 7 lc 38 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 0), model', \
     $s60 using 1:2 with linespoints dt 2 pt 6 lc 38 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 0), formula', \
     $s61 using 1:2 with linespoints dt 1 pt 7 lc 39 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 400), model', \
     $s62 using 1:2 with linespoints dt 2 pt 6 lc 39 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (torus2d, 64, 400), formula', \
     $s63 using 1:2 with linespoints dt 1 pt 7 lc 40 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 4, 0), model', \
     $s64 using 1:2 with linespoints dt 1 pt 7 lc 41 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 64, 0), model', \
     $s65 using 1:2 with linespoints dt 1 pt 7 lc 42 title 'as the last, lowest VC''s worm first on a free link (Theorem 4''s upper bound) (mesh2d, 64, 400), model', \
     $s66 using 1:2 with linespoints dt 1 pt 7 lc 43 title 'recursive (Calvin, Perennes and Trystram''s formula) (torus2d, 4, 0), model', \
     $s67 using 1:2 with linespoints dt 2 pt 6 lc 43 title 'recursive (Calvin, Perennes and Trystram''s formula) (torus2d, 4, 0), formula', \
     $s68 using 1:2 with linespoints dt 1 pt 7 lc 46 title 'recursive (Calvin, Perennes and Trystram''s formula) (mesh2d, 4, 0), model'
