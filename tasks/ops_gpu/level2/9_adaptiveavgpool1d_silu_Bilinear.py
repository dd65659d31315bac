"""F.adaptive_avg_pool1d -> F.silu -> Bilinear: synthesised by warpgym synth (seed 7, index 14, torch#3, dim 0 x5325)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool1d -> F.silu -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.bilinear_2 = nn.Bilinear(in1_features=4, in2_features=4, out_features=4)

    def forward(self, x, x1):
        x = F.adaptive_avg_pool1d(x, 4)
        x = F.silu(x)
        x = self.bilinear_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(2726400, 256), torch.randn(2726400, 4)]


def get_init_inputs():
    return []
