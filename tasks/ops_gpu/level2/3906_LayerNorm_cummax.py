"""LayerNorm -> torch.cummax: synthesised by warpgym synth (seed 7, index 6151, torch#2, dim 0 x2802)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.cummax"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=8)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.cummax(x, -1)[0]
        return x


def get_inputs():
    return [torch.randn(11208, 16, 8, 8, 8)]


def get_init_inputs():
    return []
