# 003 total exchange, β = τ: simulated cycles / the paper's formula, all-port nodes
# Run it in this directory: gnuplot 003.ratios_exchange_small_beta.gp
$s0 << EOD
3 1.58629
4 2.02015
5 2.87674
6 3.13155
7 3.36309
8 3.57617
9 3.77402
10 3.9589
EOD
$s1 << EOD
3 1.36765
4 1.36765
5 1.36765
6 1.36765
7 1.36765
8 1.36765
9 1.36765
10 1.36765
EOD
$s2 << EOD
3 1.16304
4 1.10246
5 1.06238
6 1.03698
7 1.02146
8 1.01223
9 1.00687
10 1.00382
EOD
$s3 << EOD
3 1.66791
4 2.10606
5 2.56705
6 3.03475
7 3.51697
8 4.00778
9 4.50274
10 5.00091
EOD
$s4 << EOD
3 0.872776
4 1.15152
5 1.53282
6 2.02995
7 2.59311
8 3.24653
9 3.91005
10 4.56951
EOD
$s5 << EOD
3 0.731115
4 0.815134
5 0.894013
6 1.13217
7 1.36206
8 1.68192
9 1.99415
10 2.31256
EOD
set key below left Left reverse
set grid
set xlabel 'n (2^n nodes)'
set ylabel 'simulated / formula'
set title '003 total exchange, β = τ: simulated cycles / the paper''s formula, all-port nodes'
set logscale y
set terminal pngcairo noenhanced size 1100,574
set output '003.ratios_exchange_small_beta.png'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
set terminal svg noenhanced size 1100,574
set output '003.ratios_exchange_small_beta.svg'
plot $s0 using 1:2 with linespoints dt 1 pt 7 lc 1 title 'SBA, full duplex, model', \
     $s1 using 1:2 with linespoints dt 1 pt 7 lc 2 title 'daisy chain, full duplex, model', \
     $s2 using 1:2 with linespoints dt 1 pt 7 lc 3 title 'ADEA, full duplex, model', \
     $s3 using 1:2 with linespoints dt 1 pt 7 lc 4 title 'TEA1, full duplex, model', \
     $s4 using 1:2 with linespoints dt 1 pt 7 lc 5 title 'TEA2, full duplex, model', \
     $s5 using 1:2 with linespoints dt 1 pt 7 lc 6 title 'TEA2 grouped, full duplex, model'
