"""LayerNorm -> Linear: synthesised by warpgym synth (seed 7, index 4529, torch#2, dim 0 x3823)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> Linear"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)
        self.linear_1 = nn.Linear(in_features=256, out_features=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = self.linear_1(x)
        return x


def get_inputs():
    return [torch.randn(978688, 256)]


def get_init_inputs():
    return []
