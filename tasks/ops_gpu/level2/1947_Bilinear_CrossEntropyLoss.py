"""Bilinear -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 2654, torch#2, dim 0 x950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1, x2):
        x = self.bilinear_0(x, x1)
        x = self.crossentropyloss_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(7600, 64, 16, 16), torch.randn(7600, 64, 16, 16), torch.randn(7600, 64, 16, 16)]


def get_init_inputs():
    return []
