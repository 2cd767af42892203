# 003 total exchange, all-port, full duplex: simulated cycles and their ranking beside the formulas'
# Run it in this directory: gnuplot 003.ranking.gp
$s0 << EOD
3 10896
4 28440
5 70008
6 166104
EOD
$s1 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
EOD
$s2 << EOD
3 1488
4 4248
5 13256
6 31176
EOD
$s3 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
EOD
$s4 << EOD
3 13584
4 34200
5 138776
6 329688
EOD
$s5 << EOD
3 15688.8
4 41032.2
5 100352
6 235973
EOD
$s6 << EOD
3 3423
4 7335
5 15159
6 30807
EOD
$s7 << EOD
3 3248
4 6960
5 14384
6 29232
EOD
$s8 << EOD
3 651
4 1395
5 2883
6 5859
EOD
$s9 << EOD
3 476
4 1020
5 2108
6 4284
EOD
$s10 << EOD
3 4767
4 10215
5 21111
6 42903
EOD
$s11 << EOD
3 4592
4 9840
5 20336
6 41328
EOD
$s12 << EOD
3 1723
4 2660
5 4109
6 6582
EOD
$s13 << EOD
3 1648
4 2560
5 3984
6 6432
EOD
$s14 << EOD
3 535
4 1076
5 2129
6 4206
EOD
$s15 << EOD
3 460
4 976
5 2004
6 4056
EOD
$s16 << EOD
3 3067
4 5540
5 10061
6 18678
EOD
$s17 << EOD
3 2992
4 5440
5 9936
6 18528
EOD
$s18 << EOD
3 3961
4 7072
5 11249
6 16748
EOD
$s19 << EOD
3 1456
4 2112
5 3024
6 4448
EOD
$s20 << EOD
3 447
4 1112
5 2680
6 6288
EOD
$s21 << EOD
3 268
4 528
5 1044
6 2072
EOD
$s22 << EOD
3 4729
4 8608
5 15790
6 31295
EOD
$s23 << EOD
3 2224
4 3648
5 6096
6 10592
EOD
$s24 << EOD
3 3087
4 5601
5 9053
6 13315
EOD
$s25 << EOD
3 1562.67
4 2112
5 2729.6
6 3466.67
EOD
$s26 << EOD
3 327
4 608
5 1149
6 2214
EOD
$s27 << EOD
3 374.667
4 528
5 749.6
6 1090.67
EOD
$s28 << EOD
3 3663
4 6369
5 10397
6 15334
EOD
$s29 << EOD
3 2650.67
4 3648
5 4918.4
6 6666.67
EOD
$s30 << EOD
3 4450
4 7433
5 11482
6 16341
EOD
$s31 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
EOD
$s32 << EOD
3 542
4 851
5 1326
6 2447
EOD
$s33 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
EOD
$s34 << EOD
3 5410
4 8777
5 13978
6 20074
EOD
$s35 << EOD
3 4501.33
4 6096
5 8236.8
6 11333.3
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
