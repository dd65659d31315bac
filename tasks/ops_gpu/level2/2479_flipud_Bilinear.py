"""torch.flipud -> Bilinear: synthesised by warpgym synth (seed 7, index 3918, torch#2, dim 0 x2520)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.bilinear_1 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1):
        x = torch.flipud(x)
        x = self.bilinear_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(20160, 64, 16, 16), torch.randn(20160, 64, 16, 16)]


def get_init_inputs():
    return []
