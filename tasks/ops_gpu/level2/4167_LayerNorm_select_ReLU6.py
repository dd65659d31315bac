"""LayerNorm -> torch.select -> ReLU6: synthesised by warpgym synth (seed 7, index 6544, torch#3, dim 0 x1481)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.select -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.relu6_2 = nn.ReLU6()

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.select(x, -1, 2)
        x = self.relu6_2(x)
        return x


def get_inputs():
    return [torch.randn(23696, 32, 256)]


def get_init_inputs():
    return []
