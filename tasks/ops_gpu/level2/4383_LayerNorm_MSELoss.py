"""LayerNorm -> MSELoss: synthesised by warpgym synth (seed 7, index 5978, torch#2, dim 0 x802)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.mseloss_1 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = self.mseloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(12832, 32, 256), torch.randn(12832, 32, 256)]


def get_init_inputs():
    return []
