"""LayerNorm -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5728, torch#2, dim 0 x1984)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=16)
        self.bcewithlogitsloss_1 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = self.bcewithlogitsloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(15872, 64, 16, 16), torch.randn(15872, 64, 16, 16)]


def get_init_inputs():
    return []
