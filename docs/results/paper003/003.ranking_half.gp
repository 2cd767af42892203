# 003 total exchange, all-port, half duplex: simulated cycles and their ranking beside the formulas'
# Run it in this directory: gnuplot 003.ranking_half.gp
$s0 << EOD
3 10900
4 28448
5 70024
6 166136
7 384280
8 872408
EOD
$s1 << EOD
3 10532.4
4 29092.1
5 73728
6 177891
7 415723
8 949924
EOD
$s2 << EOD
3 1492
4 4248
5 13256
6 31176
7 71624
8 161736
EOD
$s3 << EOD
3 938.039
4 2102.81
5 4608
6 9955.47
7 21297.1
8 45226
EOD
$s4 << EOD
3 13588
4 34208
5 138776
6 329688
7 763352
8 1.73436e+06
EOD
$s5 << EOD
3 15688.8
4 41032.2
5 100352
6 235973
7 540630
8 1.21582e+06
EOD
$s6 << EOD
3 3424
4 7336
5 15160
6 30808
7 62104
8 124696
EOD
$s7 << EOD
3 3248
4 6960
5 14384
6 29232
7 58928
8 118320
EOD
$s8 << EOD
3 652
4 1396
5 2884
6 5860
7 11812
8 23716
EOD
$s9 << EOD
3 476
4 1020
5 2108
6 4284
7 8636
8 17340
EOD
$s10 << EOD
3 4768
4 10216
5 21112
6 42904
7 86488
8 173656
EOD
$s11 << EOD
3 4592
4 9840
5 20336
6 41328
7 83312
8 167280
EOD
$s12 << EOD
3 3451
4 5328
5 8227
6 13176
7 22219
8 39456
EOD
$s13 << EOD
3 3296
4 5120
5 7968
6 12864
7 21856
8 39040
EOD
$s14 << EOD
3 1075
4 2160
5 4267
6 8424
7 16675
8 33120
EOD
$s15 << EOD
3 920
4 1952
5 4008
6 8112
7 16312
8 32704
EOD
$s16 << EOD
3 6139
4 11088
5 20131
6 37368
7 70987
8 137376
EOD
$s17 << EOD
3 5984
4 10880
5 19872
6 37056
7 70624
8 136960
EOD
$s18 << EOD
3 7928
4 14152
5 22508
6 33508
7 48176
8 70214
EOD
$s19 << EOD
3 2912
4 4224
5 6048
6 8896
7 13792
8 22784
EOD
$s20 << EOD
3 800
4 1480
5 3036
6 6660
7 14938
8 33456
EOD
$s21 << EOD
3 536
4 1056
5 2088
6 4144
7 8248
8 16448
EOD
$s22 << EOD
3 9464
4 17224
5 28652
6 47388
7 83726
8 160498
EOD
$s23 << EOD
3 4448
4 7296
5 12192
6 21184
7 38368
8 71936
EOD
$s24 << EOD
3 6180
4 11210
5 18116
6 26642
7 37556
8 50474
EOD
$s25 << EOD
3 3125.33
4 4224
5 5459.2
6 6933.33
7 8836.57
8 11520
EOD
$s26 << EOD
3 636
4 1018
5 1532
6 2664
7 4736
8 9002
EOD
$s27 << EOD
3 749.333
4 1056
5 1499.2
6 2181.33
7 3292.57
8 5184
EOD
$s28 << EOD
3 7332
4 12746
5 20804
6 30482
7 44852
8 63604
EOD
$s29 << EOD
3 5301.33
4 7296
5 9836.8
6 13333.3
7 18546.3
8 26880
EOD
$s30 << EOD
3 4454
4 7438
5 11488
6 16348
7 22786
8 30418
EOD
$s31 << EOD
3 2325.33
4 3024
5 3859.2
6 4933.33
7 6436.57
8 8720
EOD
$s32 << EOD
3 546
4 856
5 1332
6 2454
7 4460
8 8686
EOD
$s33 << EOD
3 741.333
4 1044
5 1483.2
6 2161.33
7 3268.57
8 5156
EOD
$s34 << EOD
3 5414
4 8782
5 13984
6 20081
7 30819
8 48530
EOD
$s35 << EOD
3 4501.33
4 6096
5 8236.8
6 11333.3
7 16146.3
8 24080
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'cycles'
set title '003 total exchange, all-port, half duplex: simulated cycles and their ranking beside the formulas'''
set logscale y
set terminal pngcairo noenhanced size 1100,844
set output '003.ranking_half.png'
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
set output '003.ranking_half.svg'
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
