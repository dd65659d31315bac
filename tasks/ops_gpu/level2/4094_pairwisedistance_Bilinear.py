"""F.pairwise_distance -> Bilinear: synthesised by warpgym synth (seed 7, index 6439, torch#2, dim 0 x3457)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pairwise_distance -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.bilinear_1 = nn.Bilinear(in1_features=32, in2_features=32, out_features=32)

    def forward(self, x, x1, x2):
        x = F.pairwise_distance(x, x1)
        x = self.bilinear_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(55312, 32, 256), torch.randn(55312, 32, 256), torch.randn(55312, 32)]


def get_init_inputs():
    return []
