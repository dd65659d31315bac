"""F.lp_pool2d -> Hardtanh: synthesised by warpgym synth (seed 7, index 1786, torch#2, dim 0 x276)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool2d -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.hardtanh_1 = nn.Hardtanh()

    def forward(self, x):
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.hardtanh_1(x)
        return x


def get_inputs():
    return [torch.randn(8832, 128, 64)]


def get_init_inputs():
    return []
