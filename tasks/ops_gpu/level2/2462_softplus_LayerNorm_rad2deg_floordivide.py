"""F.softplus -> LayerNorm -> torch.rad2deg -> torch.floor_divide: synthesised by warpgym synth (seed 7, index 3889, torch#4, dim 0 x407)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softplus -> LayerNorm -> torch.rad2deg -> torch.floor_divide"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=16)

    def forward(self, x, x1):
        x = F.softplus(x)
        x = self.layernorm_1(x)
        x = torch.rad2deg(x)
        x = torch.floor_divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(6512, 32, 16, 16), torch.randn(6512, 32, 16, 16)]


def get_init_inputs():
    return []
