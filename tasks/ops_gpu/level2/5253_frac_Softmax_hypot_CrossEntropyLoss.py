"""torch.frac -> Softmax -> torch.hypot -> CrossEntropyLoss: synthesised by warpgym synth (seed 8, index 150, torch#4, dim 0 x399)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frac -> Softmax -> torch.hypot -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.softmax_1 = nn.Softmax()
        self.crossentropyloss_3 = nn.CrossEntropyLoss()

    def forward(self, x, x1, x2):
        x = torch.frac(x)
        x = self.softmax_1(x)
        x = torch.hypot(x, x1)
        x = self.crossentropyloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(3192, 64, 16, 16), torch.randn(3192, 64, 16, 16), torch.randn(3192, 64, 16, 16)]


def get_init_inputs():
    return []
