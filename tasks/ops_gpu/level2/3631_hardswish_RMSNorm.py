"""F.hardswish -> RMSNorm: synthesised by warpgym synth (seed 7, index 5703, torch#2, dim 0 x3831)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardswish -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=256)

    def forward(self, x):
        x = F.hardswish(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(490368, 256)]


def get_init_inputs():
    return []
