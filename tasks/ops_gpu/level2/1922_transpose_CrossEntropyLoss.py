"""torch.transpose -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 2621, torch#2, dim 0 x732)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.transpose -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = torch.transpose(x, -1, -2)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(23424, 128, 64), torch.randn(23424, 64, 128)]


def get_init_inputs():
    return []
