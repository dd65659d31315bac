"""Hardsigmoid -> TransformerEncoderLayer: synthesised by warpgym synth (seed 7, index 351, torch#2, dim 0 x63)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Hardsigmoid -> TransformerEncoderLayer"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_0 = nn.Hardsigmoid()
        self.transformerencoderlayer_1 = nn.TransformerEncoderLayer(d_model=256, nhead=2)

    def forward(self, x):
        x = self.hardsigmoid_0(x)
        x = self.transformerencoderlayer_1(x)
        return x


def get_inputs():
    return [torch.randn(8064, 256)]


def get_init_inputs():
    return []
