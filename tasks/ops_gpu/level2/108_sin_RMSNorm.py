"""torch.sin -> RMSNorm: synthesised by warpgym synth (seed 7, index 157, torch#2, dim 0 x1987)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x):
        x = torch.sin(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15896, 16, 32, 32)]


def get_init_inputs():
    return []
