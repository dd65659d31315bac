"""torch.tan -> RMSNorm: synthesised by warpgym synth (seed 7, index 3145, torch#2, dim 0 x462)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=128)

    def forward(self, x):
        x = torch.tan(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(3696, 256, 128)]


def get_init_inputs():
    return []
