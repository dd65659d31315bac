"""LayerNorm -> torch.absolute: synthesised by warpgym synth (seed 7, index 4505, torch#2, dim 0 x3117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.absolute"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=512)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.absolute(x)
        return x


def get_inputs():
    return [torch.randn(797952, 512)]


def get_init_inputs():
    return []
