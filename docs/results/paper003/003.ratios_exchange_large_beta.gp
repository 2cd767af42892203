# 003 total exchange, β = 100 τ: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_exchange_large_beta.gp
$s0 << EOD
3 1.03452
4 0.977585
5 0.949544
6 0.933742
7 0.924211
8 0.918263
9 0.914508
10 0.912162
EOD
$s1 << EOD
3 1.05388
4 1.05388
5 1.05388
6 1.05388
7 1.05388
8 1.05388
9 1.05388
10 1.05388
EOD
$s2 << EOD
3 1.04551
4 1.03906
5 1.03138
6 1.02332
7 1.01601
8 1.01025
9 1.0062
10 1.0036
EOD
$s3 << EOD
3 2.72047
4 3.34848
5 3.71991
6 3.76529
7 3.72709
8 3.99113
9 4.38856
10 4.8679
EOD
$s4 << EOD
3 1.97547
4 2.65199
5 3.3166
6 3.84087
7 4.24848
8 4.38003
9 4.32781
10 4.52133
EOD
$s5 << EOD
3 1.9137
4 2.458
5 2.97523
6 3.31236
7 3.53884
8 3.48727
9 3.27624
10 3.11356
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 total exchange, β = 100 τ: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '003.ratios_exchange_large_beta.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
set terminal svg noenhanced size 1100,574
set output '003.ratios_exchange_large_beta.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
