# 003 total exchange, all-port, full duplex: simulated cycles and their ranking beside the formulas'
# Run it in this directory: gnuplot 003.ranking.gp
$s0 << EOD
3 10896
4 28440
5 70008
6 166104
7 384216
8 872280
9 1.95209e+06
10 4.31906e+06
EOD
$s1 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
9 2.13458e+06
10 4.73498e+06
EOD
$s2 << EOD
3 1488
4 4248
5 13256
6 31176
7 71624
8 161736
9 360392
10 794568
EOD
$s3 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
9 95493
10 200704
EOD
$s4 << EOD
3 13584
4 34200
5 138776
6 329688
7 763352
8 1.73436e+06
9 3.88374e+06
10 8.59721e+06
EOD
$s5 << EOD
3 15688.8
4 41032.2
5 100352
6 235973
7 540630
8 1.21582e+06
9 2.69629e+06
10 5.91462e+06
EOD
$s6 << EOD
3 3423
4 7335
5 15159
6 30807
7 62103
8 124695
9 249879
10 500247
EOD
$s7 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
9 237104
10 474672
EOD
$s8 << EOD
3 651
4 1395
5 2883
6 5859
7 11811
8 23715
9 47523
10 95139
EOD
$s9 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
9 34748
10 69564
EOD
$s10 << EOD
3 4767
4 10215
5 21111
6 42903
7 86487
8 173655
9 347991
10 696663
EOD
$s11 << EOD
3 4592
4 9840
5 20336
6 41328
7 83312
8 167280
9 335216
10 671088
EOD
$s12 << EOD
3 1723
4 2660
5 4109
6 6582
7 11103
8 19720
9 36529
10 69722
EOD
$s13 << EOD
3 1648
4 2560
5 3984
6 6432
7 10928
8 19520
9 36304
10 69472
EOD
$s14 << EOD
3 535
4 1076
5 2129
6 4206
7 8331
8 16552
9 32965
10 65762
EOD
$s15 << EOD
3 460
4 976
5 2004
6 4056
7 8156
8 16352
9 32740
10 65512
EOD
$s16 << EOD
3 3067
4 5540
5 10061
6 18678
7 35487
8 68680
9 134641
10 266138
EOD
$s17 << EOD
3 2992
4 5440
5 9936
6 18528
7 35312
8 68480
9 134416
10 265888
EOD
$s18 << EOD
3 3961
4 7072
5 11249
6 16748
7 25702
8 45467
9 87701
10 178983
EOD
$s19 << EOD
3 1456
4 2112
5 3024
6 4448
7 6896
8 11392
9 19984
10 36768
EOD
$s20 << EOD
3 447
4 1112
5 2680
6 6288
7 14504
8 32960
9 73935
10 164070
EOD
$s21 << EOD
3 268
4 528
5 1044
6 2072
7 4124
8 8224
9 16420
10 32808
EOD
$s22 << EOD
3 4729
4 8608
5 15790
6 31295
7 65213
8 140124
9 305144
10 666762
EOD
$s23 << EOD
3 2224
4 3648
5 6096
6 10592
7 19184
8 35968
9 69136
10 135072
EOD
$s24 << EOD
3 3087
4 5601
5 9053
6 13315
7 18771
8 25229
9 33830
10 50610
EOD
$s25 << EOD
3 1562.67
4 2112
5 2729.6
6 3466.67
7 4418.29
8 5760
9 7816.89
10 11193.6
EOD
$s26 << EOD
3 327
4 608
5 1149
6 2214
7 4269
8 8415
9 16629
10 33054
EOD
$s27 << EOD
3 374.667
4 528
5 749.6
6 1090.67
7 1646.29
8 2592
9 4252.89
10 7233.6
EOD
$s28 << EOD
3 3663
4 6369
5 10397
6 15334
7 24512
8 41600
9 75599
10 142259
EOD
$s29 << EOD
3 2650.67
4 3648
5 4918.4
6 6666.67
7 9273.14
8 13440
9 20467.6
10 32774.4
EOD
$s30 << EOD
3 4450
4 7433
5 11482
6 16341
7 22778
8 30409
9 40736
10 58495
EOD
$s31 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
9 12433.8
10 18787.2
EOD
$s32 << EOD
3 542
4 851
5 1326
6 2447
7 4452
8 8672
9 16898
10 33373
EOD
$s33 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
9 8473.78
10 14431.2
EOD
$s34 << EOD
3 5410
4 8777
5 13978
6 20074
7 30811
8 48521
9 83540
10 150400
EOD
$s35 << EOD
3 4501.33
4 6096
5 8236.8
6 11333.3
7 16146.3
8 24080
9 37735.1
10 61948.8
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 total exchange, all-port, full duplex: simulated cycles and their ranking beside the formulas'''
set logscale y
set terminal pngcairo noenhanced size 1100,844
set output '003.ranking.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA (β=400, m=16), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'SBA (β=400, m=16), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'SBA (β=4, m=16), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'SBA (β=4, m=16), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'SBA (β=400, m=64), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'SBA (β=400, m=64), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'daisy chain (β=400, m=16), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'daisy chain (β=400, m=16), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'daisy chain (β=4, m=16), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'daisy chain (β=4, m=16), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'daisy chain (β=400, m=64), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'daisy chain (β=400, m=64), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'ADEA (β=400, m=16), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'ADEA (β=400, m=16), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'ADEA (β=4, m=16), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'ADEA (β=4, m=16), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'ADEA (β=400, m=64), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'ADEA (β=400, m=64), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'TEA1 (β=400, m=16), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'TEA1 (β=400, m=16), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'TEA1 (β=4, m=16), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'TEA1 (β=4, m=16), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'TEA1 (β=400, m=64), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'TEA1 (β=400, m=64), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'TEA2 (β=400, m=16), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'TEA2 (β=400, m=16), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'TEA2 (β=4, m=16), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'TEA2 (β=4, m=16), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'TEA2 (β=400, m=64), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'TEA2 (β=400, m=64), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'TEA2 grouped (β=400, m=16), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'TEA2 grouped (β=400, m=16), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'TEA2 grouped (β=4, m=16), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 17 title 'TEA2 grouped (β=4, m=16), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'TEA2 grouped (β=400, m=64), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 18 title 'TEA2 grouped (β=400, m=64), formula'
set terminal svg noenhanced size 1100,844
set output '003.ranking.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA (β=400, m=16), model', \
     $s1 using 1:2 with linespoints dt 2 pt 6 lc 1 title 'SBA (β=400, m=16), formula', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'SBA (β=4, m=16), model', \
     $s3 using 1:2 with linespoints dt 2 pt 6 lc 2 title 'SBA (β=4, m=16), formula', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'SBA (β=400, m=64), model', \
     $s5 using 1:2 with linespoints dt 2 pt 6 lc 3 title 'SBA (β=400, m=64), formula', \
     $s6 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'daisy chain (β=400, m=16), model', \
     $s7 using 1:2 with linespoints dt 2 pt 6 lc 4 title 'daisy chain (β=400, m=16), formula', \
     $s8 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'daisy chain (β=4, m=16), model', \
     $s9 using 1:2 with linespoints dt 2 pt 6 lc 5 title 'daisy chain (β=4, m=16), formula', \
     $s10 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'daisy chain (β=400, m=64), model', \
     $s11 using 1:2 with linespoints dt 2 pt 6 lc 6 title 'daisy chain (β=400, m=64), formula', \
     $s12 using 1:2 with linespoints dt 1 pt 7 lc 7 title 'ADEA (β=400, m=16), model', \
     $s13 using 1:2 with linespoints dt 2 pt 6 lc 7 title 'ADEA (β=400, m=16), formula', \
     $s14 using 1:2 with linespoints dt 1 pt 7 lc 8 title 'ADEA (β=4, m=16), model', \
     $s15 using 1:2 with linespoints dt 2 pt 6 lc 8 title 'ADEA (β=4, m=16), formula', \
     $s16 using 1:2 with linespoints dt 1 pt 7 lc 9 title 'ADEA (β=400, m=64), model', \
     $s17 using 1:2 with linespoints dt 2 pt 6 lc 9 title 'ADEA (β=400, m=64), formula', \
     $s18 using 1:2 with linespoints dt 1 pt 7 lc 10 title 'TEA1 (β=400, m=16), model', \
     $s19 using 1:2 with linespoints dt 2 pt 6 lc 10 title 'TEA1 (β=400, m=16), formula', \
     $s20 using 1:2 with linespoints dt 1 pt 7 lc 11 title 'TEA1 (β=4, m=16), model', \
     $s21 using 1:2 with linespoints dt 2 pt 6 lc 11 title 'TEA1 (β=4, m=16), formula', \
     $s22 using 1:2 with linespoints dt 1 pt 7 lc 12 title 'TEA1 (β=400, m=64), model', \
     $s23 using 1:2 with linespoints dt 2 pt 6 lc 12 title 'TEA1 (β=400, m=64), formula', \
     $s24 using 1:2 with linespoints dt 1 pt 7 lc 13 title 'TEA2 (β=400, m=16), model', \
     $s25 using 1:2 with linespoints dt 2 pt 6 lc 13 title 'TEA2 (β=400, m=16), formula', \
     $s26 using 1:2 with linespoints dt 1 pt 7 lc 14 title 'TEA2 (β=4, m=16), model', \
     $s27 using 1:2 with linespoints dt 2 pt 6 lc 14 title 'TEA2 (β=4, m=16), formula', \
     $s28 using 1:2 with linespoints dt 1 pt 7 lc 15 title 'TEA2 (β=400, m=64), model', \
     $s29 using 1:2 with linespoints dt 2 pt 6 lc 15 title 'TEA2 (β=400, m=64), formula', \
     $s30 using 1:2 with linespoints dt 1 pt 7 lc 16 title 'TEA2 grouped (β=400, m=16), model', \
     $s31 using 1:2 with linespoints dt 2 pt 6 lc 16 title 'TEA2 grouped (β=400, m=16), formula', \
     $s32 using 1:2 with linespoints dt 1 pt 7 lc 17 title 'TEA2 grouped (β=4, m=16), model', \
     $s33 using 1:2 with linespoints dt 2 pt 6 lc 17 title 'TEA2 grouped (β=4, m=16), formula', \
     $s34 using 1:2 with linespoints dt 1 pt 7 lc 18 title 'TEA2 grouped (β=400, m=64), model', \
     $s35 using 1:2 with linespoints dt 2 pt 6 lc 18 title 'TEA2 grouped (β=400, m=64), formula'
