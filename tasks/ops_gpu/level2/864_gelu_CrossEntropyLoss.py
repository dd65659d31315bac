"""F.gelu -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 1180, torch#2, dim 0 x1641)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.gelu -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = F.gelu(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(52512, 128, 64), torch.randn(52512, 128, 64)]


def get_init_inputs():
    return []
