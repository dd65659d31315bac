"""F.channel_shuffle -> Linear -> torch.fix -> torch.rad2deg -> LayerNorm: synthesised by warpgym synth (seed 7, index 4808, torch#5, dim 0 x3701)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.channel_shuffle -> Linear -> torch.fix -> torch.rad2deg -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=32, out_features=32)
        self.layernorm_4 = nn.LayerNorm(normalized_shape=32)

    def forward(self, x):
        x = F.channel_shuffle(x, 2)
        x = self.linear_1(x)
        x = torch.fix(x)
        x = torch.rad2deg(x)
        x = self.layernorm_4(x)
        return x


def get_inputs():
    return [torch.randn(29608, 16, 32, 32)]


def get_init_inputs():
    return []
