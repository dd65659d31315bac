"""F.softshrink -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 1560, torch#2, dim 0 x3546)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softshrink -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = F.softshrink(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(907776, 256), torch.randn(907776, 256)]


def get_init_inputs():
    return []
