"""torch.arctan2 -> RMSNorm: synthesised by warpgym synth (seed 7, index 4190, torch#2, dim 0 x1916)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arctan2 -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=32)

    def forward(self, x, x1):
        x = torch.arctan2(x, x1)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(15328, 16, 32, 32), torch.randn(15328, 16, 32, 32)]


def get_init_inputs():
    return []
