"""Softplus -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 2725, torch#2, dim 0 x1298)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softplus -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.softplus_0 = nn.Softplus()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = self.softplus_0(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(332288, 512), torch.randn(332288, 512)]


def get_init_inputs():
    return []
