"""F.softsign -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 2375, torch#2, dim 0 x1462)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = F.softsign(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(2924, 8, 8, 16, 16), torch.randn(2924, 8, 8, 16, 16)]


def get_init_inputs():
    return []
